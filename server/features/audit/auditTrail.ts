import type { CollectionName, CollectionRecord } from '@shared/schemas';
import type { Store } from '../../store/store';

export type AuditAction = CollectionRecord<'auditLog'>['action'];
export type AuditEntry = Omit<CollectionRecord<'auditLog'>, 'id'>;

type RecordId = string | number;

/** One audit entry: who changed which record of which collection, and the record before and after. */
export const auditEntry = (
  actor: string,
  resource: CollectionName,
  recordId: RecordId,
  action: AuditAction,
  before: unknown,
  after: unknown,
  at = new Date().toISOString(),
): AuditEntry => ({
  at,
  actor,
  resource,
  recordId,
  action,
  ...(before === undefined ? {} : { before }),
  ...(after === undefined ? {} : { after }),
});

/** Appends entries to the audit log (numbered after the highest id, validated, on disk before this returns). */
export function appendAudit(store: Store, entries: readonly AuditEntry[]): void {
  if (entries.length === 0) return;
  const first = store.nextId('auditLog');
  store.append(
    'auditLog',
    entries.map((entry, index) => ({ ...entry, id: first + index })),
  );
}

const actionOf = (method: string): AuditAction | undefined =>
  method === 'POST'
    ? 'create'
    : method === 'PUT' || method === 'PATCH'
      ? 'update'
      : method === 'DELETE'
        ? 'delete'
        : undefined;

/**
 * The audit entry of a write through the data API, or undefined for reads. `before` is a copy of the record
 * taken before the write, `written` what the store wrote (the created or changed record).
 */
export function dataApiAuditEntry(
  actor: string,
  collection: CollectionName,
  method: string,
  pathId: string | undefined,
  before: unknown,
  written: unknown,
): AuditEntry | undefined {
  const action = actionOf(method);
  if (!action) return undefined;
  const after = action === 'delete' ? undefined : written;
  const idOf = (record: unknown): RecordId | undefined => (record as { id?: RecordId } | undefined)?.id;
  const recordId = idOf(before) ?? idOf(after) ?? pathId;
  return recordId === undefined ? undefined : auditEntry(actor, collection, recordId, action, before, after);
}
