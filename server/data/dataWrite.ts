import type { Response } from 'express';
import { DATA_BASE } from '@shared/api/paths';
import type { CollectionName } from '@shared/schemas';
import { principalOf } from '../auth/authenticate';
import { refuseRoleChangeOf } from '../access';
import { auditEntry, dataApiAuditEntry } from '../features/audit/auditTrail';
import { refuseUngrantedQueueEntry } from '../features/gaQueue/queueEntryRule';
import type {
  AuditOf,
  CollectionStore,
  DeleteOutcome,
  Row,
  WriteOptions,
  WriteOutcome,
} from '../store/collectionStore';
import { withSanitisedHtml } from '../security/storedHtml';
import { notFound, sendError, type DataCall } from './dataCall';
import { withServerWrittenFields } from './serverWrittenFields';

/** The audit entries of a write through the API, appended with it by the store. */
const auditOf =
  (res: Response, collection: CollectionName, method: string, id: string | undefined): AuditOf =>
  ({ record, before, cascaded }) => {
    const actor = principalOf(res).account.username;
    const written = method === 'DELETE' ? undefined : record;
    const entry = dataApiAuditEntry(actor, collection, method, id, method === 'DELETE' ? record : before, written);
    const removedWithIt = (cascaded ?? []).map(({ collection: dependent, record: removed }) =>
      auditEntry(actor, dependent, removed.id as string | number, 'delete', removed, undefined),
    );
    return [...(entry ? [entry] : []), ...removedWithIt];
  };

/** Rules for what the data API may write that the server's own writes (the GA workflow, syncs) need not follow. */
const directWriteRules: Partial<
  Record<CollectionName, (store: CollectionStore, record: Row) => Promise<{ field: string; message: string }[]>>
> = { gaQueues: refuseUngrantedQueueEntry };

/** A write's answer is not cached, so it goes out without the ETag Express would add. */
const answer = (res: Response, body: unknown) => res.type('json').end(JSON.stringify(body));

function refused(res: Response, outcome: Exclude<WriteOutcome | DeleteOutcome, { ok: true }>) {
  if (outcome.reason === 'invalid') {
    return sendError(res, 400, 'VALIDATION_FAILED', 'Die Daten sind ungültig.', outcome.errors);
  }
  if (outcome.reason === 'not-found') return notFound(res);
  return sendError(res, 409, 'CONFLICT', 'Der Datensatz wurde inzwischen geändert. Bitte laden Sie ihn neu.');
}

/** A created record's answer; its `Location` is built from `PUBLIC_URL`, never from the request's Host or X-Forwarded-*. */
const created = ({ res, collection, publicUrl }: DataCall, record: Row) => {
  res.status(201).setHeader('Access-Control-Expose-Headers', 'Location');
  res.location(`${publicUrl}${DATA_BASE}/${collection}/${encodeURIComponent(String(record.id))}`);
  answer(res, record);
};

/**
 * POST, PUT, PATCH and DELETE: the path's shape, the stored record in the caller's scope (404 outside it, as if it
 * did not exist), the body without the fields only the server writes, the role-change rule (403), the validated
 * new form in scope (403) and within the collection's direct-write rule (400), then the store's validated write with
 * its cascade and audit. A write whose permission was decided on the stored record happens only while the record
 * is still that one (409 otherwise).
 */
export async function writeRecord(call: DataCall): Promise<void> {
  const { req, res, store, collection, id, scope } = call;
  if (req.method === 'POST' && id !== undefined) {
    sendError(res, 405, 'METHOD_NOT_ALLOWED', 'Neue Datensätze werden ohne id im Pfad angelegt.');
    return;
  }
  if (req.method !== 'POST' && id === undefined) {
    sendError(res, 405, 'METHOD_NOT_ALLOWED', 'Zum Ändern gehört die id in den Pfad.');
    return;
  }
  const stored = id === undefined ? undefined : await store.get(collection, id);
  if (id !== undefined && (!stored || (scope && !(await scope.includes(stored))))) {
    notFound(res);
    return;
  }
  const body = withSanitisedHtml(collection, withServerWrittenFields(collection, req.method, req.body, stored));
  const { userData } = principalOf(res);
  const refusal = refuseRoleChangeOf(userData, collection, req.method, stored, body);
  if (refusal) {
    sendError(res, 403, 'ROLE_CHANGE_FORBIDDEN', refusal.message, [refusal]);
    return;
  }
  const directRule = directWriteRules[collection];
  if ((scope || directRule) && req.method !== 'DELETE') {
    // The scope judges the record the write would store: validated first, so a bad body gets its 400.
    const check = await store.check(collection, req.method as 'POST' | 'PUT' | 'PATCH', body, stored);
    if (!check.ok) {
      sendError(res, 400, 'VALIDATION_FAILED', 'Die Daten sind ungültig.', check.errors);
      return;
    }
    const outOfScope = scope ? await scope.refuse(check.record) : [];
    if (outOfScope.length > 0) {
      sendError(res, 403, 'OUT_OF_SCOPE', 'Diese Daten liegen außerhalb Ihres Instituts.', outOfScope);
      return;
    }
    const ruleErrors = directRule ? await directRule(store, check.record) : [];
    if (ruleErrors.length > 0) {
      sendError(res, 400, 'VALIDATION_FAILED', 'Die Daten sind ungültig.', ruleErrors);
      return;
    }
  }
  const decidedOnStored = scope !== undefined || directRule !== undefined || collection === 'zbvAccounts';
  const options: WriteOptions = {
    audit: auditOf(res, collection, req.method, id),
    expected: decidedOnStored ? stored : undefined,
  };
  if (req.method === 'POST') {
    const outcome = await store.create(collection, body, options);
    if (outcome.ok) created(call, outcome.record);
    else refused(res, outcome);
    return;
  }
  const outcome =
    req.method === 'DELETE'
      ? await store.remove(collection, id!, options)
      : await (req.method === 'PUT' ? store.replace : store.patch).call(store, collection, id!, body, options);
  if (!outcome.ok) refused(res, outcome);
  else answer(res, req.method === 'DELETE' ? {} : outcome.record);
}
