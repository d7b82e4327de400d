import express, { type NextFunction, type Request, type Response } from 'express';
import type { CollectionName } from '../../src/shared/schemas';
import { principalOf } from '../auth/authenticate';
import { auditEntry, dataApiAuditEntry } from '../features/audit/auditTrail';
import { listQueryOf, type AuditOf, type CollectionStore, type WriteOutcome } from '../store/collectionStore';
import { readOnlyCollections, sendError, usableCollection } from './dataRouter';
import type { DataWriteWatchers } from './dataWriteWatchers';
import { jsonBody } from './jsonBody';
import { QueryError, translateSimpleRestQuery } from './simpleRestQuery';

/**
 * The data API (ra-data-simple-rest, the same answers as `createDataRouter`) over a CollectionStore: one path from
 * the route to the store. Serves the API when DATABASE_URL is set (PostgreSQL).
 */
export function createCollectionRouter(store: CollectionStore, watchers: DataWriteWatchers): express.Router {
  const api = express.Router();

  /** The audit entries of a write through the API, appended with it (`Change` of the store). */
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

  /** A write's answer is not cached, so it goes out without the ETag Express would add. */
  const answer = (res: Response, body: unknown) => res.type('json').end(JSON.stringify(body));

  const refused = (res: Response, outcome: Exclude<WriteOutcome, { ok: true }>) =>
    outcome.reason === 'not-found'
      ? sendError(res, 404, 'NOT_FOUND', 'Diesen Datensatz gibt es nicht.')
      : sendError(res, 400, 'VALIDATION_FAILED', 'Die Daten sind ungültig.', outcome.errors);

  const list = async (req: Request, res: Response, collection: CollectionName) => {
    let translated;
    try {
      translated = listQueryOf(translateSimpleRestQuery(req.query));
    } catch (error) {
      if (!(error instanceof QueryError)) throw error;
      sendError(res, 400, 'INVALID_QUERY', error.message, [{ field: error.field, message: error.message }]);
      return;
    }
    const { items, total } = await store.list(collection, translated);
    const start = translated.range?.start ?? 0;
    res.setHeader('Content-Range', `${collection} ${start}-${start + Math.max(items.length - 1, 0)}/${total}`);
    res.json(items);
  };

  const handle = async (req: Request, res: Response, collection: CollectionName, id: string | undefined) => {
    if (req.method === 'GET') {
      if (id === undefined) return list(req, res, collection);
      const record = await store.get(collection, id);
      return record ? res.json(record) : sendError(res, 404, 'NOT_FOUND', 'Diesen Datensatz gibt es nicht.');
    }
    if (req.method === 'POST') {
      if (id !== undefined)
        return sendError(res, 405, 'METHOD_NOT_ALLOWED', 'Neue Datensätze werden ohne id im Pfad angelegt.');
      const outcome = await store.create(collection, req.body, auditOf(res, collection, 'POST', id));
      if (!outcome.ok) return refused(res, outcome);
      res.status(201).setHeader('Access-Control-Expose-Headers', 'Location');
      res.location(`${req.protocol}://${req.get('host') ?? ''}${req.originalUrl}/${String(outcome.record.id)}`);
      return answer(res, outcome.record);
    }
    if (id === undefined) return sendError(res, 405, 'METHOD_NOT_ALLOWED', 'Zum Ändern gehört die id in den Pfad.');
    if (req.method === 'PUT' || req.method === 'PATCH') {
      const write = req.method === 'PUT' ? store.replace.bind(store) : store.patch.bind(store);
      const outcome = await write(collection, id, req.body, auditOf(res, collection, req.method, id));
      if (!outcome.ok) return refused(res, outcome);
      return answer(res, outcome.record);
    }
    if (req.method === 'DELETE') {
      const outcome = await store.remove(collection, id, auditOf(res, collection, 'DELETE', id));
      if (!outcome.ok) return refused(res, outcome);
      return answer(res, {});
    }
    return sendError(res, 404, 'NOT_FOUND', 'Nicht gefunden.');
  };

  api.use(jsonBody(1024 * 1024));
  api.use(watchers.router);
  api.all('/:collection/:id?', (req: Request, res: Response, next: NextFunction) => {
    const { id } = req.params;
    const collection = usableCollection(req.params.collection, res);
    if (!collection) return;
    const readOnly = readOnlyCollections[collection];
    if (readOnly && req.method !== 'GET') {
      sendError(res, 405, 'READ_ONLY', readOnly);
      return;
    }
    handle(req, res, collection, id).catch((error: unknown) => {
      if (req.method === 'GET') return next(error);
      req.log.error({ err: error }, 'Schreiben in PostgreSQL fehlgeschlagen');
      sendError(res, 500, 'STORE_WRITE_FAILED', 'Die Änderung konnte nicht gespeichert werden.');
    });
  });
  api.use((_req: Request, res: Response) => sendError(res, 404, 'NOT_FOUND', 'Nicht gefunden.'));
  return api;
}
