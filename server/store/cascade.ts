import { foreignKeys, type CollectionName } from '@shared/schemas';
import type { Store } from './store';

export interface RemovedRecord {
  collection: CollectionName;
  record: Record<string, unknown>;
}

/**
 * Removes every record that points at a deleted one, following the foreign keys transitively, and returns
 * what it removed (for the audit log).
 */
export function removeDependents(store: Store, collection: CollectionName, id: string | number): RemovedRecord[] {
  const removed: RemovedRecord[] = [];
  for (const [dependent, fields] of Object.entries(foreignKeys) as [CollectionName, Record<string, CollectionName>][]) {
    const pointing = Object.entries(fields)
      .filter(([, target]) => target === collection)
      .map(([field]) => field);
    if (pointing.length === 0) continue;
    const records = store.collection(dependent) as Record<string, unknown>[];
    const doomed = records.filter((record) => pointing.some((field) => String(record[field]) === String(id)));
    if (doomed.length === 0) continue;
    const doomedSet = new Set(doomed);
    store.db
      .set(
        dependent,
        records.filter((record) => !doomedSet.has(record)),
      )
      .value();
    store.recordDelete(
      dependent,
      doomed.map((record) => record.id as string | number),
    );
    for (const record of doomed) {
      removed.push({ collection: dependent, record });
      removed.push(...removeDependents(store, dependent, record.id as string | number));
    }
  }
  return removed;
}
