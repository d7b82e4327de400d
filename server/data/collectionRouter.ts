import express, { type NextFunction, type Request, type Response } from 'express';
import { isCollectionName, type CollectionName } from '../../src/shared/schemas';
import { principalOf } from '../auth/authenticate';
import { mayUseCollection } from '../auth/resourceRoles';
import { auditEntry, dataApiAuditEntry, type AuditEntry } from '../features/audit/auditTrail';
import type { RemovedRecord } from '../store/cascade';
import { listQueryOf, type CollectionStore, type Row, type WriteOutcome } from '../store/collectionStore';
import { readOnlyCollections, sendError } from './dataRouter';
import type { DataWriteWatchers } from './dataWriteWatchers';
import { jsonBody } from './jsonBody';
import { QueryError, translateSimpleRestQuery } from './simpleRestQuery';

/**
 * The data API (ra-data-simple-rest, the same answers as `createDataRouter`) over a CollectionStore: one path from
 * the route to the store. Serves the API when DATABASE_URL is set (PostgreSQL).
 */
export function createCollectionRouter(store: CollectionStore, watchers: DataWriteWatchers): express.Router {
  const api = express.Router();

  const audit = async (
    res: Response,
    collection: CollectionName,
    method: string,
    id: string | undefined,
    change: {
      before?: Row;
      written?: Row;
      cascaded?: readonly RemovedRecord[];
    },
  ) => {
    const actor = principalOf(res).account.username;
    const entries: AuditEntry[] = [];
    const entry = dataApiAuditEntry(actor, collection, method, id, change.before, change.written);
    if (entry) entries.push(entry);
    for (const { collection: dependent, record } of change.cascaded ?? []) {
      entries.push(auditEntry(actor, dependent, record.id as string | number, 'delete', record, undefined));
    }
    for (const item of entries) await store.create('auditLog', item);
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
      const outcome = await store.create(collection, req.body);
      if (!outcome.ok) return refused(res, outcome);
      await audit(res, collection, 'POST', id, { written: outcome.record });
      res.status(201).setHeader('Access-Control-Expose-Headers', 'Location');
      res.location(`${req.protocol}://${req.get('host') ?? ''}${req.originalUrl}/${String(outcome.record.id)}`);
      return answer(res, outcome.record);
    }
    if (id === undefined) return sendError(res, 405, 'METHOD_NOT_ALLOWED', 'Zum Ändern gehört die id in den Pfad.');
    if (req.method === 'PUT' || req.method === 'PATCH') {
      const write = req.method === 'PUT' ? store.replace.bind(store) : store.patch.bind(store);
      const outcome = await write(collection, id, req.body);
      if (!outcome.ok) return refused(res, outcome);
      await audit(res, collection, req.method, id, { before: outcome.before, written: outcome.record });
      return answer(res, outcome.record);
    }
    if (req.method === 'DELETE') {
      const outcome = await store.remove(collection, id);
      if (!outcome.ok) return refused(res, outcome);
      await audit(res, collection, 'DELETE', id, { before: outcome.record, cascaded: outcome.cascaded });
      return answer(res, {});
    }
    return sendError(res, 404, 'NOT_FOUND', 'Nicht gefunden.');
  };

  api.use(jsonBody(1024 * 1024));
  api.use(watchers.router);
  api.all('/:collection/:id?', (req: Request, res: Response, next: NextFunction) => {
    const { collection, id } = req.params;
    if (!collection || !isCollectionName(collection)) {
      sendError(res, 404, 'UNKNOWN_RESOURCE', `Die Ressource ${collection ?? ''} gibt es nicht.`);
      return;
    }
    if (!mayUseCollection(principalOf(res).userData, collection)) {
      sendError(res, 403, 'FORBIDDEN', 'Für diese Daten fehlt Ihnen die Berechtigung.');
      return;
    }
    const readOnly = readOnlyCollections[collection];
    if (readOnly && req.method !== 'GET') {
      sendError(res, 405, 'READ_ONLY', readOnly);
      return;
    }
    handle(req, res, collection, id).catch((error: unknown) => {
      if (req.method === 'GET') return next(error);
      console.error('Schreiben in PostgreSQL fehlgeschlagen', error);
      sendError(res, 500, 'STORE_WRITE_FAILED', 'Die Änderung konnte nicht gespeichert werden.');
    });
  });
  api.use((_req: Request, res: Response) => sendError(res, 404, 'NOT_FOUND', 'Nicht gefunden.'));
  return api;
}
