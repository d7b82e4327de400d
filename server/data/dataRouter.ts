import express, { type NextFunction, type Request, type Response } from 'express';
import { isCollectionName, type CollectionName } from '@shared/schemas';
import { dataScope, mayUseCollection } from '../access';
import { principalOf } from '../auth/authenticate';
import { listQueryOf, type CollectionStore, type ListQuery } from '../store/collectionStore';
import { isStoreUnavailable } from '../store/storeUnavailable';
import { notFound, sendError, type DataCall } from './dataCall';
import { writeRecord } from './dataWrite';
import type { DataWriteWatchers } from './dataWriteWatchers';
import { jsonBody } from './jsonBody';
import { QueryError, translateSimpleRestQuery } from './simpleRestQuery';

/** Collections only the server writes, with the answer to a write through the data API. */
export const readOnlyCollections: Partial<Record<CollectionName, string>> = {
  auditLog: 'Das Änderungsprotokoll ist schreibgeschützt.',
  supportRequests: 'Support-Anfragen entstehen nur über das Support-Formular.',
  pbiExportJobs: 'Exportläufe entstehen nur durch die Exportplanung; fehlgeschlagene lassen sich erneut ausführen.',
  pbiExportDetails: 'Exportdateien entstehen nur durch Exportläufe.',
};

/**
 * The collection a data call names, when it exists and the caller's roles may use it; otherwise undefined, with
 * the 404 or 403 sent.
 */
export function usableCollection(name: string | undefined, res: Response): CollectionName | undefined {
  if (!name || !isCollectionName(name)) {
    sendError(res, 404, 'UNKNOWN_RESOURCE', `Die Ressource ${name ?? ''} gibt es nicht.`);
    return undefined;
  }
  if (!mayUseCollection(principalOf(res).userData, name)) {
    sendError(res, 403, 'FORBIDDEN', 'Für diese Daten fehlt Ihnen die Berechtigung.');
    return undefined;
  }
  return name;
}

/** One data call after the collection gate: what every step from the route to the store works with. */
async function list({ req, res, store, collection, scope }: DataCall): Promise<void> {
  let query: ListQuery;
  let start: number;
  try {
    const translated = translateSimpleRestQuery(req.query);
    query = listQueryOf(translated);
    start = translated.start;
  } catch (error) {
    if (!(error instanceof QueryError)) throw error;
    sendError(res, 400, 'INVALID_QUERY', error.message, [{ field: error.field, message: error.message }]);
    return;
  }
  const inScope = scope ? await scope.narrow(query) : query;
  const { items, total } = inScope ? await store.list(collection, inScope) : { items: [], total: 0 };
  res.setHeader('Content-Range', `${collection} ${start}-${start + Math.max(items.length - 1, 0)}/${total}`);
  res.json(items);
}

/** HEAD is answered like GET (Express leaves out the body). */
const isRead = (method: string) => method === 'GET' || method === 'HEAD';

async function handle(call: DataCall): Promise<void> {
  const { req, res, store, collection, id, scope } = call;
  if (isRead(req.method) && id === undefined) return list(call);
  if (isRead(req.method)) {
    const record = await store.get(collection, id!);
    // A record outside the caller's scope does not exist for them.
    if (!record || (scope && !(await scope.includes(record)))) notFound(res);
    else res.json(record);
    return;
  }
  if (['POST', 'PUT', 'PATCH', 'DELETE'].includes(req.method)) return writeRecord(call);
  sendError(res, 404, 'NOT_FOUND', 'Nicht gefunden.');
}

/**
 * The data API (ra-data-simple-rest: `GET /:collection` with sort, range and filter, `GET/PUT/PATCH/DELETE
 * /:collection/:id`, `POST /:collection`) over a CollectionStore, the embedded db.json store or PostgreSQL: every
 * rule in this one path from the route to the store (roles, tenant scope, role changes, read-only collections,
 * the store's validation, cascades and audit). The features' `watchers` see each call of their collection first.
 */
export function createDataRouter(
  store: CollectionStore,
  watchers: DataWriteWatchers,
  publicUrl: string,
): express.Router {
  const api = express.Router();
  api.use(jsonBody(1024 * 1024));
  api.use(watchers.router);
  api.all('/:collection/:id?', (req: Request, res: Response, next: NextFunction) => {
    const collection = usableCollection(req.params.collection, res);
    if (!collection) return;
    const readOnly = readOnlyCollections[collection];
    if (readOnly && !isRead(req.method)) {
      sendError(res, 405, 'READ_ONLY', readOnly);
      return;
    }
    const scope = dataScope(store, principalOf(res).userData, collection);
    handle({ req, res, store, collection, id: req.params.id, scope, publicUrl }).catch((error: unknown) => {
      if (isRead(req.method) || isStoreUnavailable(error)) return next(error);
      req.log.error({ err: error }, 'Schreiben der Daten fehlgeschlagen');
      sendError(res, 500, 'STORE_WRITE_FAILED', 'Die Änderung konnte nicht gespeichert werden.');
    });
  });
  api.use((_req: Request, res: Response) => sendError(res, 404, 'NOT_FOUND', 'Nicht gefunden.'));
  return api;
}
