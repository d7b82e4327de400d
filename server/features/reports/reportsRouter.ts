import express from 'express';
import {
  embedQuerySchema,
  filterDefinitionsQuerySchema,
  portalApiPaths,
  reportRefQuerySchema,
  shortLinkQuerySchema,
} from '@shared/portalApi';
import { principalOf } from '../../auth/authenticate';
import { sendError } from '../../data/dataCall';
import { parseOr400 } from '../../data/parseOr400';
import { createPowerBiClient, PowerBiError } from '../../integrations/powerbi/powerBiClient';
import type { FeatureContext } from '../featureContext';
import { accountsFor, mayOpen, reportInfosFor, shortLinkTargetFor } from './reportInfos';
import { sourceErrorTexts } from '@shared/texts/sourceErrors';

const refused = (res: express.Response) =>
  sendError(res, 403, 'REPORT_NOT_ALLOWED', 'Diesen Bericht dürfen Sie nicht öffnen.');

/**
 * The report view's calls: the report's infos per account the user may use (403 for a report outside the
 * user's modules), short links (`reportViewLongId` → module and report), and how to draw the report for one
 * account: a local account's pages, or a Power BI embed token issued with the service principal.
 */
export function reportsRouter({ store, config }: FeatureContext): express.Router {
  const router = express.Router();
  const powerBi = config.powerBi ? createPowerBiClient(config.powerBi) : undefined;

  router.get(portalApiPaths.reportInfo, (req, res) => {
    const query = parseOr400(res, reportRefQuerySchema, req.query);
    if (!query) return;
    const infos = reportInfosFor(store, principalOf(res).account, query.moduleId, query.reportId);
    if (!infos) refused(res);
    else res.set('Cache-Control', 'no-store').json(infos);
  });

  router.get(portalApiPaths.reportShortLink, (req, res) => {
    const query = parseOr400(res, shortLinkQuerySchema, req.query);
    if (!query) return;
    const target = shortLinkTargetFor(store, principalOf(res).account, query.reportViewLongId);
    if (!target) sendError(res, 404, 'NOT_FOUND', 'Diesen Kurzlink gibt es für Sie nicht.');
    else res.json(target);
  });

  router.get(portalApiPaths.filterDefinitions, (req, res) => {
    const query = parseOr400(res, filterDefinitionsQuerySchema, req.query);
    if (!query) return;
    if (!mayOpen(store, principalOf(res).account, query.moduleId, query.reportId)) {
      refused(res);
      return;
    }
    const filters = store.collection('pbiReportFilters').filter((filter) => String(filter.reportId) === query.reportId);
    res.json(filters.map(({ id, name, table, column, values }) => ({ id, name, table, column, values })));
  });

  router.get(portalApiPaths.reportEmbed, async (req, res, next) => {
    const query = parseOr400(res, embedQuerySchema, req.query);
    if (!query) return;
    const { account } = principalOf(res);
    const infos = reportInfosFor(store, account, query.moduleId, query.reportId);
    const report = store.collection('pbiReports').find((candidate) => String(candidate.id) === query.reportId);
    const pbiAccount = report
      ? accountsFor(store, account, report.pbiAccountIds).find((a) => String(a.id) === query.pbiAccountId)
      : undefined;
    if (!infos || !report || !pbiAccount) {
      refused(res);
      return;
    }
    res.set('Cache-Control', 'no-store');
    if (pbiAccount.kind === 'LOCAL') {
      res.json({ kind: 'LOCAL', pages: report.pages });
      return;
    }
    if (!powerBi || !pbiAccount.workspaceId || !report.powerBiReportId) {
      sendError(res, 503, 'PBI_NOT_CONFIGURED', 'Power BI ist für diesen Bericht nicht eingerichtet.');
      return;
    }
    try {
      res.json(await powerBi.embedConfig(pbiAccount.workspaceId, report.powerBiReportId));
    } catch (error) {
      if (error instanceof PowerBiError) {
        req.log.warn({ reason: error.message }, 'Einbettung: Power BI antwortete nicht wie erwartet');
        sendError(res, 502, error.code, sourceErrorTexts[error.code]);
      } else next(error);
    }
  });
  return router;
}
