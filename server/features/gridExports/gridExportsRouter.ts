import { createHash, randomBytes, randomUUID } from 'node:crypto';
import express, { type NextFunction, type Request, type Response } from 'express';
import { API_BASE } from '@shared/api/paths';
import {
  gridExportRequestSchema,
  type GridExportProgress,
  type GridExportStarted,
} from '@shared/gridExport/gridExportApi';
import { adminApiPaths } from '@shared/routes';
import { isCollectionName } from '@shared/schemas';
import { gridExportTexts } from '@shared/texts';
import { dataScope, mayUseCollection } from '../../access';
import { principalOf } from '../../auth/authenticate';
import { principalFor } from '../../auth/userData';
import { sendError } from '../../data/dataCall';
import { jsonBody } from '../../data/jsonBody';
import { listInScope } from '../../data/listInScope';
import { listRequestOf } from '../../data/listRequest';
import { parseOr400 } from '../../data/parseOr400';
import type { CollectionStore } from '../../store/collectionStore';
import type { Store } from '../../store/store';
import { gridExportLimits } from './exportLimits';
import { GRID_EXPORT_DOWNLOAD } from './exportPaths';
import { listInputOf } from './exportQuery';
import type { ExportRecords } from './exportRecords';
import { streamExport } from './streamExport';

export interface GridExportsOptions {
  /** The features' store: the account a ticket was issued to, read again when it is redeemed. */
  store: Store;
  /** The data API's store: every record exported is read through it, in the caller's tenant scope. */
  records: CollectionStore;
  exports: ExportRecords;
  limits?: typeof gridExportLimits;
}

const EXPORT_ID = /^[0-9a-f-]{36}$/;
const TICKET = /^[A-Za-z0-9_-]{43}$/;
const hashOf = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

const forward =
  (handler: (req: Request, res: Response) => Promise<void>) => (req: Request, res: Response, next: NextFunction) =>
    void handler(req, res).catch(next);

/**
 * The list exports of the back office (decision 154). `router` (behind the token check): `POST` starts an export
 * after the data API's own checks (roles on the collection, the list's parameters, the tenant scope, the bounds) and
 * answers a one-time ticket; `GET …/{id}` tells its progress, `POST …/{id}/cancel` stops it, for the account that
 * started it. `downloads` (before the token check: a browser's own download carries no bearer token) redeems a
 * ticket once, within a minute, for the account it was issued to, whose roles are read again then.
 */
export function gridExportRoutes({ store, records, exports, limits = gridExportLimits }: GridExportsOptions) {
  const router = express.Router();
  const base = adminApiPaths.gridExports;

  router.post(
    base,
    jsonBody(256 * 1024),
    forward(async (req, res) => {
      const request = parseOr400(res, gridExportRequestSchema, req.body);
      if (!request) return;
      const { account, userData } = principalOf(res);
      const collection = isCollectionName(request.resource) ? request.resource : undefined;
      // The data API's gate for a list call: an unknown collection is 404, one the roles may not use 403.
      if (!collection) {
        sendError(res, 404, 'UNKNOWN_RESOURCE', `Die Ressource ${request.resource} gibt es nicht.`);
        return;
      }
      if (!mayUseCollection(userData, collection)) {
        sendError(res, 403, 'FORBIDDEN', gridExportTexts.noLongerAllowed);
        return;
      }
      const list = listRequestOf(listInputOf(request), res);
      if (!list) return;
      const scope = dataScope(records, userData, collection);
      const { total } = await listInScope(records, scope, collection, { ...list.query, range: { start: 0, end: 1 } });
      const max = limits.maxRows[request.format];
      if (total > max) {
        req.log.warn({ gridExport: { collection, format: request.format, total, max } }, 'Listenexport zu groß');
        sendError(res, 413, 'EXPORT_TOO_LARGE', gridExportTexts.tooLarge(total, max));
        return;
      }
      const ticket = randomBytes(32).toString('base64url');
      const id = randomUUID();
      const now = Date.now();
      await exports.open(
        { id, accountId: String(account.id), request, total },
        hashOf(ticket),
        now + limits.ticketMs,
        now,
      );
      const started: GridExportStarted = { id, url: `${API_BASE}${GRID_EXPORT_DOWNLOAD}?token=${ticket}`, total };
      res.status(201).json(started);
    }),
  );

  router.get(
    `${base}/:id`,
    forward(async (req, res) => {
      const id = req.params.id ?? '';
      const progress = EXPORT_ID.test(id)
        ? await exports.progressOf(id, String(principalOf(res).account.id))
        : undefined;
      if (!progress) {
        sendError(res, 404, 'NOT_FOUND', gridExportTexts.notFound);
        return;
      }
      const { redeemBy, ...rest } = progress;
      const answer: GridExportProgress =
        rest.phase === 'waiting' && redeemBy <= Date.now()
          ? { ...rest, phase: 'failed', message: gridExportTexts.notStarted }
          : rest;
      res.json(answer);
    }),
  );

  router.post(
    `${base}/:id/cancel`,
    forward(async (req, res) => {
      const id = req.params.id ?? '';
      if (!EXPORT_ID.test(id) || !(await exports.cancel(id, String(principalOf(res).account.id)))) {
        sendError(res, 404, 'NOT_FOUND', gridExportTexts.notFound);
        return;
      }
      res.status(204).end();
    }),
  );

  const downloads = express.Router();
  downloads.get(
    GRID_EXPORT_DOWNLOAD,
    forward(async (req, res) => {
      const token = typeof req.query.token === 'string' ? req.query.token : '';
      const entry = TICKET.test(token) ? await exports.redeem(hashOf(token), Date.now()) : undefined;
      if (!entry) {
        sendError(res, 404, 'NOT_FOUND', gridExportTexts.ticketUsed);
        return;
      }
      const account = store.byId('zbvAccounts', entry.accountId);
      const principal = account?.active ? principalFor(store, account) : undefined;
      const { resource } = entry.request;
      const collection = isCollectionName(resource) ? resource : undefined;
      if (!principal?.mayUseApplication || !collection || !mayUseCollection(principal.userData, collection)) {
        await exports.report(entry.id, {
          phase: 'failed',
          written: 0,
          total: entry.total,
          message: gridExportTexts.noLongerAllowed,
        });
        sendError(res, 403, 'FORBIDDEN', gridExportTexts.noLongerAllowed);
        return;
      }
      try {
        await streamExport({
          records,
          exports,
          user: principal.userData,
          collection,
          entry,
          res,
          log: req.log,
          limits,
        });
      } catch (error) {
        // Before the first byte (the store could not be read): the record says so, the error handler answers.
        await exports
          .report(entry.id, { phase: 'failed', written: 0, total: entry.total, message: gridExportTexts.interrupted })
          .catch(() => undefined);
        throw error;
      }
    }),
  );
  downloads.get(`${base}/print.js`, (_req, res) => {
    res.type('text/javascript').setHeader('Cache-Control', 'public, max-age=3600');
    res.send("window.addEventListener('load', () => window.print());\n");
  });
  return { router, downloads, close: () => exports.close() };
}
