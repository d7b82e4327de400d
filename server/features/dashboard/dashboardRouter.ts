import express, { type Response } from 'express';
import { z } from 'zod';
import {
  favoriteOrderSchema,
  moduleListQuerySchema,
  portalApiPaths,
  queryIdSchema,
  reportRefQuerySchema,
} from '@shared/portalApi';
import { principalOf } from '../../auth/authenticate';
import { sendError } from '../../data/dataCall';
import { parseOr400 } from '../../data/parseOr400';
import type { FeatureContext } from '../featureContext';
import { currentAccessIndex, mayOpenReport, personalChoicesOf, sharedAccessCollections } from '../../access';
import { UserView } from './moduleList';
import { responseCache } from './responseCache';

const moduleIdSchema = z.object({ moduleId: queryIdSchema });

const notFound = (res: Response, what: string) => sendError(res, 404, 'NOT_FOUND', `${what} gibt es für Sie nicht.`);

/**
 * The dashboard calls of docs/requirements/calls.md: the user's module page, categories and user groups, favourite reports
 * (list, add, remove), module favourites (add, remove, order), closing a temporary module and the report names.
 * Everything is computed by the access rule from the access-control data of the store's current version.
 */
export function dashboardRouter({ store }: FeatureContext): express.Router {
  const router = express.Router();
  const viewOf = (res: Response) => new UserView(currentAccessIndex(store), principalOf(res).account);
  const accountId = (res: Response) => principalOf(res).account.id;
  // The answers also depend on the account (organisation, roles). A user's own favourites and closed modules are
  // part of the key instead: another user's favourite leaves this user's answers cached.
  const cached = responseCache(store, [...sharedAccessCollections, 'zbvAccounts']);
  /** Answers a read from the cache of the current access data. */
  const sendCached = (res: Response, request: string, compute: (view: UserView) => unknown) => {
    const id = accountId(res);
    const choices = personalChoicesOf(currentAccessIndex(store), id);
    const answer = cached(`${String(id)} ${request} ${choices}`, () => compute(viewOf(res)));
    res.type('json').setHeader('ETag', answer.etag);
    res.send(answer.body);
  };

  router.get(portalApiPaths.modules, (req, res) => {
    const query = parseOr400(res, moduleListQuerySchema, req.query);
    if (!query) return;
    const filter = { category: query.category, userGroup: query.userGroup, favorite: query.favorite === 'true' };
    sendCached(res, `modules ${JSON.stringify(query)}`, (view) => view.page(filter, query.page, query.size));
  });

  router.get(portalApiPaths.moduleDimensions, (_req, res) => {
    sendCached(res, 'dimensions', (view) => view.dimensions());
  });

  router.get(portalApiPaths.moduleReports, (_req, res) => {
    sendCached(res, 'reportNames', (view) => view.reportNames());
  });

  router.get(portalApiPaths.favoriteReports, (_req, res) => {
    sendCached(res, 'favoriteReports', (view) => view.favoriteReportList());
  });

  router.post(portalApiPaths.favoriteReport, (req, res, next) => {
    const ref = parseOr400(res, reportRefQuerySchema, req.query);
    if (!ref) return;
    const view = viewOf(res);
    if (!mayOpenReport(view.index, view.visible, ref.moduleId, ref.reportId)) return notFound(res, 'Diesen Bericht');
    const module = view.index.modules.get(ref.moduleId);
    const report = view.index.reportsOfModule.get(ref.moduleId)?.find((r) => String(r.id) === ref.reportId);
    const known = view.favoriteReports.some((f) => f.moduleId === ref.moduleId && f.reportId === ref.reportId);
    if (!module || !report || known) return void res.status(204).end();
    store
      .committed(() =>
        store.insert('favoriteReports', { accountId: accountId(res), moduleId: module.id, reportId: report.id }),
      )
      .then(() => res.status(204).end(), next);
  });

  router.delete(portalApiPaths.favoriteReport, (req, res) => {
    const ref = parseOr400(res, reportRefQuerySchema, req.query);
    if (!ref) return;
    const owner = String(accountId(res));
    store.change('favoriteReports', (records) =>
      records.filter(
        (f) =>
          !(
            String(f.accountId) === owner &&
            String(f.moduleId) === ref.moduleId &&
            String(f.reportId) === ref.reportId
          ),
      ),
    );
    res.status(204).end();
  });

  router.post(portalApiPaths.moduleFavoritePattern, (req, res, next) => {
    const moduleId = parseOr400(res, moduleIdSchema, req.params)?.moduleId;
    if (!moduleId) return;
    const view = viewOf(res);
    const module = view.index.modules.get(moduleId);
    if (!module || !view.visible.has(moduleId)) return notFound(res, 'Dieses Modul');
    const owner = String(accountId(res));
    store
      .committed(() =>
        store.change('favoriteModules', (records) => {
          const own = records.filter((f) => String(f.accountId) === owner);
          if (own.some((f) => String(f.moduleId) === moduleId)) return records;
          const position = own.reduce((max, f) => Math.max(max, f.position + 1), 0);
          return [
            ...records,
            { id: store.nextId('favoriteModules'), accountId: accountId(res), moduleId: module.id, position },
          ];
        }),
      )
      .then(() => res.status(204).end(), next);
  });

  router.delete(portalApiPaths.moduleFavoritePattern, (req, res) => {
    const moduleId = parseOr400(res, moduleIdSchema, req.params)?.moduleId;
    if (!moduleId) return;
    const owner = String(accountId(res));
    store.change('favoriteModules', (records) =>
      records.filter((f) => !(String(f.accountId) === owner && String(f.moduleId) === moduleId)),
    );
    res.status(204).end();
  });

  router.put(portalApiPaths.favoriteModuleOrder, express.json({ limit: '200kb' }), (req, res) => {
    const order = parseOr400(res, favoriteOrderSchema, req.body);
    if (!order) return;
    const owner = String(accountId(res));
    const wanted = new Map(order.moduleIds.map((id, position) => [String(id), position]));
    store.change('favoriteModules', (records) => {
      const own = records.filter((f) => String(f.accountId) === owner).sort((a, b) => a.position - b.position);
      const rank = (moduleId: string, fallback: number) => wanted.get(moduleId) ?? wanted.size + fallback;
      const next = new Map(
        own
          .map((f, i) => ({ f, r: rank(String(f.moduleId), i) }))
          .sort((a, b) => a.r - b.r)
          .map(({ f }, position) => [f, position]),
      );
      return records.map((f) => {
        const position = next.get(f);
        return position === undefined || position === f.position ? f : { ...f, position };
      });
    });
    res.status(204).end();
  });

  router.post(portalApiPaths.closeModule, (req, res, next) => {
    const moduleId = parseOr400(res, moduleIdSchema, req.query)?.moduleId;
    if (!moduleId) return;
    const view = viewOf(res);
    const module = view.index.modules.get(moduleId);
    if (!module || !view.visible.has(moduleId)) return notFound(res, 'Dieses Modul');
    if (module.moduleType !== 'TEMPORARY') {
      sendError(res, 400, 'NOT_TEMPORARY', 'Nur befristete Module lassen sich schließen.', [
        { field: 'moduleId', message: 'Kein befristetes Modul' },
      ]);
      return;
    }
    store
      .committed(() => store.insert('closedModules', { accountId: accountId(res), moduleId: module.id }))
      .then(() => res.status(204).end(), next);
  });

  return router;
}
