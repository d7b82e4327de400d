import express, { type Request, type Response } from 'express';
import { z } from 'zod';
import { API_BASE } from '@shared/api/paths';
import { adminApiPaths } from '@shared/routes';
import type { PbiSyncPage } from '@shared/schemas';
import { principalOf } from '../../auth/authenticate';
import { sendError } from '../../data/dataCall';
import { parseOr400 } from '../../data/parseOr400';
import { localPbiSourceRouter, PBI_LOCAL_SOURCE_PATH } from '../../integrations/powerbi/localSource';
import { createPowerBiClient, PowerBiError } from '../../integrations/powerbi/powerBiClient';
import { createReportCatalog, type ReportCatalog } from '../../integrations/powerbi/reportCatalog';
import type { Store } from '../../store/store';
import { adminOnly } from '../../access';
import { appendAudit } from '../audit/auditTrail';
import type { FeatureContext } from '../featureContext';
import { planPbiSyncPage, type FetchedReport } from './planPbiSyncPage';
import { sourceErrorTexts } from '@shared/texts/sourceErrors';

export const PBI_SYNC_PATH = adminApiPaths.pbiSync;

const querySchema = z.object({
  page: z
    .string()
    .regex(/^\d{1,6}$/, 'Die Seite ist eine Zahl ab 0.')
    .transform(Number),
});
/** Page lists read at the same time; Power BI throttles a principal that asks too much at once. */
const PARALLEL_CALLS = 4;

/** This very server on the address the request came in on, so the local source is reached over loopback. */
function loopbackBase(req: Request): string {
  const address = req.socket.localAddress ?? '127.0.0.1';
  const host = address.startsWith('::ffff:') ? address.slice(7) : address.includes(':') ? `[${address}]` : address;
  return `http://${host}:${req.socket.localPort}${API_BASE}${PBI_LOCAL_SOURCE_PATH}`;
}

/** The workspaces of the Power BI accounts maintained in the back office, in a stable order. */
function configuredWorkspaces(store: Store): string[] {
  const ids = store
    .collection('pbiAccounts')
    .flatMap((account) => (account.kind === 'POWER_BI' && account.workspaceId ? [account.workspaceId] : []));
  return [...new Set(ids)].sort();
}

async function mapLimited<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * One page of the report list of all workspaces, with each report's pages. The list is read again for every
 * page and ordered by workspace and report id, which Power BI never changes, so consecutive pages line up.
 */
export async function readSyncPage(
  catalog: ReportCatalog,
  workspaces: readonly string[],
  page: number,
  pageSize: number,
): Promise<{ fetched: FetchedReport[]; total: number }> {
  const listed = (
    await Promise.all(
      workspaces.map(async (workspaceId) =>
        (await catalog.reports(workspaceId)).map((report) => ({ workspaceId, report })),
      ),
    )
  )
    .flat()
    .sort((a, b) => a.workspaceId.localeCompare(b.workspaceId) || a.report.id.localeCompare(b.report.id));
  const slice = listed.slice(page * pageSize, (page + 1) * pageSize);
  const fetched = await mapLimited(slice, PARALLEL_CALLS, async (item) => ({
    ...item,
    pages: await catalog.pages(item.workspaceId, item.report.id),
  }));
  return { fetched, total: listed.length };
}

/**
 * `POST /sync/pbi?page={n}` (admins only): reads page n of the reports of the Power BI accounts' workspaces
 * and upserts them into pbiReports. Without a Power BI tenant (PBI_* unset) the reports come from the local
 * Power BI-shaped source this router serves itself on loopback. A page is written whole or not at all, one
 * page at a time across instances, under the job lease `pbiSync` (409 while another page is read).
 */
export function pbiSyncRouter({ store, config, jobs }: FeatureContext): express.Router {
  const router = express.Router();
  const powerBi = config.powerBi ? createPowerBiClient(config.powerBi) : undefined;
  const tenantCatalog =
    config.powerBi && powerBi
      ? createReportCatalog(config.powerBi.apiUrl, async () => `Bearer ${await powerBi.accessToken()}`)
      : undefined;

  if (!tenantCatalog) {
    router.use(PBI_LOCAL_SOURCE_PATH, adminOnly);
    router.use(
      localPbiSourceRouter({
        reports: config.pbiSync.localReports,
        failingReports: config.pbiSync.localFailingReports,
      }),
    );
  }

  const syncPage = async (req: Request, res: Response, page: number): Promise<void> => {
    const catalog =
      tenantCatalog ?? createReportCatalog(loopbackBase(req), () => Promise.resolve(req.headers.authorization ?? ''));
    const { pageSize } = config.pbiSync;
    try {
      const { fetched, total } = await readSyncPage(catalog, configuredWorkspaces(store), page, pageSize);
      const actor = `${principalOf(res).account.username} (PBI Synchronisation)`;
      const plan = planPbiSyncPage(
        store.collection('pbiReports'),
        store.collection('pbiAccounts'),
        fetched,
        actor,
        new Date().toISOString(),
      );
      if (plan.audit.length > 0) {
        store.change('pbiReports', () => plan.reports);
        appendAudit(store, plan.audit);
      }
      const answer: PbiSyncPage = {
        finished: (page + 1) * pageSize >= total,
        page,
        pageSize,
        size: fetched.length,
      };
      res.json(answer);
    } catch (error) {
      if (error instanceof PowerBiError) {
        req.log.warn({ reason: error.message }, 'PBI Synchronisation: Power BI antwortete nicht wie erwartet');
        sendError(res, 502, error.code, sourceErrorTexts[error.code]);
      } else {
        req.log.error({ err: error }, 'PBI Synchronisation fehlgeschlagen');
        sendError(res, 500, 'PBI_SYNC_FAILED', 'Die PBI Synchronisation ist fehlgeschlagen.');
      }
    }
  };

  router.post(PBI_SYNC_PATH, adminOnly, async (req, res, next) => {
    const query = parseOr400(res, querySchema, req.query);
    if (!query) return;
    try {
      const outcome = await jobs.withLease('pbiSync', () => syncPage(req, res, query.page));
      if (!outcome.ran) sendError(res, 409, 'SYNC_RUNNING', 'Eine PBI Synchronisation läuft bereits.');
    } catch (error) {
      next(error);
    }
  });
  return router;
}
