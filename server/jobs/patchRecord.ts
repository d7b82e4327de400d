import type { CollectionName, CollectionRecord, Id } from '@shared/schemas';
import type { Store } from '../store/store';

/** Changes some fields of one record; a field patched to `undefined` is removed. Throws if the record is gone. */
export function patchRecord<C extends CollectionName>(
  store: Store,
  name: C,
  id: Id,
  patch: Partial<CollectionRecord<C>>,
): CollectionRecord<C> {
  let updated: CollectionRecord<C> | undefined;
  store.change(name, (records) =>
    records.map((record) => {
      if (String(record.id) !== String(id)) return record;
      const next: Record<string, unknown> = { ...record, ...patch };
      for (const [key, value] of Object.entries(patch)) if (value === undefined) delete next[key];
      updated = next as CollectionRecord<C>;
      return updated;
    }),
  );
  if (!updated) throw new Error(`${name} ${String(id)} fehlt`);
  return updated;
}
