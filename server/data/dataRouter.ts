import express, { type NextFunction, type Request, type Response } from 'express';
import { isCollectionName, type CollectionName } from '@shared/schemas';
import { dataScope, mayUseCollection, nameFieldFor } from '../access';
import { principalOf } from '../auth/authenticate';
import type { CollectionStore } from '../store/collectionStore';
import { isStoreUnavailable } from '../store/storeUnavailable';
import { notFound, sendError, type DataCall } from './dataCall';
import { writeRecord } from './dataWrite';
import type { DataWriteWatchers } from './dataWriteWatchers';
import { jsonBody } from './jsonBody';
import { listInScope } from './listInScope';
import { listRequestOf, sendListPage } from './listRequest';
import { readNames } from './nameRead';

/** Collections only the server writes, with the answer to a write through the data API. */
export const readOnlyCollections: Partial<Record<CollectionName, string>> = {
  auditLog: 'Das Änderungsprotokoll ist schreibgeschützt.',
  supportRequests: 'Support-Anfragen entstehen nur über das Support-Formular.',
  pbiExportJobs: 'Exportläufe entstehen nur durch die Exportplanung; fehlgeschlagene lassen sich erneut ausführen.',
  pbiExportDetails: 'Exportdateien entstehen nur durch Exportläufe.',
};

/** HEAD is answered like GET (Express leaves out the body). */
const isRead = (method: string) => method === 'GET' || method === 'HEAD';

type Gate = { collection: CollectionName; nameField?: string } | undefined;

/**
 * The collection a data call names, when it exists and the caller's roles may use it, or read it by name only
 * (`nameField`); otherwise undefined, with the 404 or 403 sent.
 */
function usableCollection(name: string | undefined, method: string, res: Response): Gate {
  if (!name || !isCollectionName(name)) {
    sendError(res, 404, 'UNKNOWN_RESOURCE', `Die Ressource ${name ?? ''} gibt es nicht.`);
    return undefined;
  }
  const user = principalOf(res).userData;
  if (mayUseCollection(user, name)) return { collection: name };
  const nameField = isRead(method) ? nameFieldFor(user, name) : undefined;
  if (nameField) return { collection: name, nameField };
  sendError(res, 403, 'FORBIDDEN', 'Für diese Daten fehlt Ihnen die Berechtigung.');
  return undefined;
}

/** A page of the collection, narrowed to the caller's tenant scope. */
async function list({ req, res, store, collection, scope }: DataCall): Promise<void> {
  const request = listRequestOf(req.query, res);
  if (!request) return;
  sendListPage(res, collection, request.start, await listInScope(store, scope, collection, request.query));
}

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
    const gate = usableCollection(req.params.collection, req.method, res);
    if (!gate) return;
    const { collection, nameField } = gate;
    if (nameField) {
      readNames(req, res, store, collection, nameField, req.params.id).catch(next);
      return;
    }
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
