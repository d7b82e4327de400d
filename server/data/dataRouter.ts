import express, { type NextFunction, type Request, type Response } from 'express';
import jsonServer from 'json-server';
import { isCollectionName, type CollectionName, type CollectionRecord, type Database } from '../../src/shared/schemas';
import { principalOf } from '../auth/authenticate';
import { mayUseCollection } from '../auth/resourceRoles';
import { limitToScope, recordScope } from '../access/tenantScope';
import { refuseRoleChangeOf } from '../auth/roleChanges';
import { auditDataApiWrite, snapshotForAudit } from '../features/audit/auditTrail';
import { removeDependents, type RemovedRecord } from '../store/cascade';
import type { Store } from '../store/store';
import type { DataWriteWatchers } from './dataWriteWatchers';
import { listFromIndexes } from './listFromIndexes';
import { jsonBody } from './jsonBody';
import { replaceIdScansWithIndexes } from './jsonServerIdLookups';
import { QueryError, translateSimpleRestQuery } from './simpleRestQuery';
import { checkWrite } from './validateWrite';

const isWrite = (method: string): method is 'POST' | 'PUT' | 'PATCH' =>
  method === 'POST' || method === 'PUT' || method === 'PATCH';

/** Collections only the server writes, with the answer to a write through the data API. */
export const readOnlyCollections: Partial<Record<CollectionName, string>> = {
  auditLog: 'Das Änderungsprotokoll ist schreibgeschützt.',
  supportRequests: 'Support-Anfragen entstehen nur über das Support-Formular.',
  pbiExportJobs: 'Exportläufe entstehen nur durch die Exportplanung; fehlgeschlagene lassen sich erneut ausführen.',
  pbiExportDetails: 'Exportdateien entstehen nur durch Exportläufe.',
};

/** Journals what json-server just changed in memory (it changes records in place). */
function journalWrite(store: Store, method: string, collection: CollectionName, id: string | undefined, data: unknown) {
  if (method === 'DELETE') {
    if (id !== undefined) store.recordDelete(collection, [id]);
  } else if (typeof data === 'object' && data !== null) {
    store.recordPut(collection, data as Record<string, unknown>);
  }
}

export const sendError = (res: Response, status: number, code: string, message: string, errors?: unknown) =>
  res.status(status).json({ code, message, ...(errors ? { errors } : {}) });

/**
 * The ra-data-simple-rest API over json-server's router: `GET /:collection` (list with sort, range,
 * filter), `GET/PUT/PATCH/DELETE /:collection/:id`, `POST /:collection`. Every write is validated with
 * the collection's zod schema before json-server sees it and is on disk before it is acknowledged. The features'
 * `watchers` see each call of their collection first.
 */
/**
 * The collection a data call names, when it exists and the caller's roles may use it; otherwise undefined, with
 * the 404 or 403 sent. The one gate of both data routers (db.json and PostgreSQL).
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

export function createDataRouter(store: Store, watchers: DataWriteWatchers): express.Router {
  const api = express.Router();
  const engine = jsonServer.router(store.db) as ReturnType<typeof jsonServer.router<Database>> & {
    render: (req: Request, res: Response) => void;
  };
  replaceIdScansWithIndexes(store, engine.db);

  /**
   * Runs a write (it journals and audits) in one batch and answers with what it returns once that is on disk;
   * concurrent writes share the flush.
   */
  const acknowledgeWhenDurable = (res: Response, write: () => unknown) => {
    const failed = (error: unknown) => {
      res.log.error({ err: error }, 'Schreiben von db.json fehlgeschlagen');
      sendError(res, 500, 'STORE_WRITE_FAILED', 'Die Änderung konnte nicht gespeichert werden.');
    };
    let answer: unknown;
    try {
      answer = store.batch(write);
    } catch (error) {
      failed(error);
      return;
    }
    // A write's answer is not cached, so it goes out without the ETag (a SHA-1 of the body) Express would add.
    store.durable().then(() => res.type('json').end(JSON.stringify(answer)), failed);
  };

  /**
   * json-server's create (`insert`: the id given, else one more than the highest; 201 with a Location) without
   * its router, whose way to the collection and one-millisecond delay cost more than the write. Collections
   * with text ids keep json-server's own numbering.
   */
  const create = (req: Request, res: Response, collection: CollectionName, body: Record<string, unknown>) => {
    res.locals.collection = collection;
    res.status(201);
    acknowledgeWhenDurable(res, () => {
      const id = (body.id as CollectionRecord<CollectionName>['id'] | undefined) || store.nextId(collection);
      const [record] = store.append(collection, [{ ...body, id } as CollectionRecord<CollectionName>]);
      res.setHeader('Access-Control-Expose-Headers', 'Location');
      res.location(`${req.protocol}://${req.get('host') ?? ''}${req.originalUrl}/${String(id)}`);
      auditDataApiWrite(store, res, 'POST', record);
      return record;
    });
  };

  engine.render = (req: Request, res: Response) => {
    const data: unknown = res.locals.data;
    const { collection, id } = res.locals as { collection: CollectionName; id?: string };
    // json-server answers an unknown id with 404 and `{}`: nothing was written, so nothing to audit or persist.
    if (res.statusCode === 404) {
      sendError(res, 404, 'NOT_FOUND', 'Diesen Datensatz gibt es nicht.');
      return;
    }
    if (req.method !== 'GET') {
      acknowledgeWhenDurable(res, () => {
        if (res.statusCode < 400) journalWrite(store, req.method, collection, id, data);
        auditDataApiWrite(store, res, req.method, data, (res.locals.cascaded as RemovedRecord[] | undefined) ?? []);
        return data;
      });
      return;
    }
    if (req.method === 'GET' && Array.isArray(data) && id === undefined) {
      const start = (res.locals.rangeStart as number | undefined) ?? 0;
      const total = Number(res.getHeader('X-Total-Count') ?? data.length);
      res.removeHeader('X-Total-Count');
      res.removeHeader('Access-Control-Expose-Headers');
      res.setHeader('Content-Range', `${collection} ${start}-${start + Math.max(data.length - 1, 0)}/${total}`);
    }
    res.json(data);
  };

  api.use(jsonBody(1024 * 1024));
  api.use(watchers.router);

  const route = '/:collection/:id?';
  api.all(route, (req: Request, res: Response, next: NextFunction) => {
    const { id } = req.params;
    const collection = usableCollection(req.params.collection, res);
    if (!collection) return;
    const { userData } = principalOf(res);
    const scope = recordScope(store, userData, collection);
    const stored = id === undefined ? undefined : (store.byId(collection, id) as Record<string, unknown> | undefined);
    // A record outside the caller's scope does not exist for them.
    if (scope && stored && !scope.includes(stored)) {
      sendError(res, 404, 'NOT_FOUND', 'Diesen Datensatz gibt es nicht.');
      return;
    }
    const refusal = refuseRoleChangeOf(userData, collection, req.method, stored, req.body);
    if (refusal) {
      sendError(res, 403, 'ROLE_CHANGE_FORBIDDEN', refusal, [{ field: 'roles', message: refusal }]);
      return;
    }
    const readOnly = readOnlyCollections[collection];
    if (readOnly && req.method !== 'GET') {
      sendError(res, 405, 'READ_ONLY', readOnly);
      return;
    }
    if (req.method === 'GET' && id !== undefined && stored !== undefined) {
      res.json(stored);
      return;
    }
    if (req.method === 'GET' && id === undefined) {
      try {
        const { query, start } = translateSimpleRestQuery(req.query);
        if (scope && !limitToScope(store, collection, scope, query)) {
          res.setHeader('Content-Range', `${collection} 0-0/0`);
          res.json([]);
          return;
        }
        const answer = listFromIndexes(store, collection, query);
        if (answer) {
          const end = start + Math.max(answer.items.length - 1, 0);
          res.setHeader('Content-Range', `${collection} ${start}-${end}/${answer.total}`);
          res.json(answer.items);
          return;
        }
        req.query = query;
        res.locals.rangeStart = start;
      } catch (error) {
        if (error instanceof QueryError) {
          sendError(res, 400, 'INVALID_QUERY', error.message, [{ field: error.field, message: error.message }]);
          return;
        }
        throw error;
      }
    } else {
      req.query = {};
    }
    if (isWrite(req.method)) {
      if (req.method === 'POST' && id !== undefined) {
        sendError(res, 405, 'METHOD_NOT_ALLOWED', 'Neue Datensätze werden ohne id im Pfad angelegt.');
        return;
      }
      if (req.method !== 'POST' && id === undefined) {
        sendError(res, 405, 'METHOD_NOT_ALLOWED', 'Zum Ändern gehört die id in den Pfad.');
        return;
      }
      const check = checkWrite(store, collection, req.method, req.body, id);
      if (!check.ok) {
        sendError(res, 400, 'VALIDATION_FAILED', 'Die Daten sind ungültig.', check.errors);
        return;
      }
      const outOfScope = scope?.refuse(check.record) ?? [];
      if (outOfScope.length > 0) {
        sendError(res, 403, 'OUT_OF_SCOPE', 'Diese Daten liegen außerhalb Ihres Instituts.', outOfScope);
        return;
      }
      req.body = check.record;
      if (req.method === 'POST' && store.maxId(collection).allNumeric) {
        create(req, res, collection, check.record);
        return;
      }
    }
    res.locals.collection = collection;
    res.locals.id = id;
    if (req.method !== 'GET') res.locals.auditBefore = snapshotForAudit(store, collection, id);
    // Dependents go before json-server deletes the record (it would drop some itself, unrecorded).
    if (req.method === 'DELETE' && id !== undefined && res.locals.auditBefore !== undefined) {
      res.locals.cascaded = store.batch(() => removeDependents(store, collection, id));
    }
    req.url = id === undefined ? `/${collection}` : `/${collection}/${encodeURIComponent(id)}`;
    engine(req, res, next);
  });
  api.use((_req: Request, res: Response) => sendError(res, 404, 'NOT_FOUND', 'Nicht gefunden.'));
  return api;
}
