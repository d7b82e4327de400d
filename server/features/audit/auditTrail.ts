import type { Response } from 'express';
import type { CollectionName, CollectionRecord } from '../../../src/shared/schemas';
import { principalOf } from '../../auth/authenticate';
import type { RemovedRecord } from '../../store/cascade';
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
 * taken before the write, `written` what json-server answered (the created or changed record).
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

/** A copy of the stored record a write is about to change (json-server changes records in place). */
export function snapshotForAudit(store: Store, collection: CollectionName, id: string | undefined): unknown {
  if (id === undefined) return undefined;
  const stored = store.byId(collection, id);
  return stored === undefined ? undefined : structuredClone(stored);
}

/**
 * Records a successful write of the data API, and each record a delete removed with it (`cascaded`, e.g. the
 * grants of a deleted group); called by its renderer before the change is persisted.
 */
export function auditDataApiWrite(
  store: Store,
  res: Response,
  method: string,
  written: unknown,
  cascaded: readonly RemovedRecord[] = [],
): void {
  if (res.statusCode >= 400) return;
  const { collection, id, auditBefore } = res.locals as {
    collection: CollectionName;
    id?: string;
    auditBefore?: unknown;
  };
  const actor = principalOf(res).account.username;
  const entry = dataApiAuditEntry(actor, collection, method, id, auditBefore, written);
  const removedWithIt = cascaded.map(({ collection: dependent, record }) =>
    auditEntry(actor, dependent, record.id as RecordId, 'delete', record, undefined),
  );
  appendAudit(store, [...(entry ? [entry] : []), ...removedWithIt]);
}
