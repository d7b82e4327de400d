import { createHash } from 'node:crypto';
import express, { type Request } from 'express';
import { adminApiPaths } from '@shared/routes';

export const PBI_LOCAL_SOURCE_PATH = adminApiPaths.pbiLocalSource;

export interface LocalPbiSourceOptions {
  /** Reports served per workspace. */
  reports: number;
  /** 1-based numbers of reports whose page list answers 500. */
  failingReports: readonly number[];
}

const topics = [
  'Vertriebsübersicht',
  'Kundenentwicklung',
  'Kreditportfolio',
  'Einlagenentwicklung',
  'Wertpapiergeschäft',
  'Zahlungsverkehr',
  'Filialkennzahlen',
  'Risikobericht',
];
const pageNames = ['Übersicht', 'Entwicklung', 'Details'];

const param = (req: Request, name: string): string => String((req.params as Record<string, unknown>)[name] ?? '');

/**
 * A stable GUID-shaped report id, as Power BI has, for the n-th report of a workspace. It starts with the
 * number, so the sync's order by id is the order of the numbers and a test knows which page a report is on.
 */
export function localReportId(workspaceId: string, number: number): string {
  const hex = createHash('sha1').update(`${workspaceId}/${number}`).digest('hex');
  return `${number.toString(16).padStart(8, '0')}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export const localReportName = (number: number): string =>
  `${topics[(number - 1) % topics.length]} ${Math.ceil(number / topics.length)}`;

/**
 * A stand-in for the Power BI REST API's report catalogue (`/v1.0/myorg/groups/{id}/reports` and
 * `…/reports/{id}/pages`, answers `{ value: [...] }`), serving the same generated reports for any workspace.
 * How many, and which fail, comes from the configuration so tests can page through it and see a page fail.
 */
export function localPbiSourceRouter({ reports, failingReports }: LocalPbiSourceOptions): express.Router {
  const router = express.Router();
  const numbers = Array.from({ length: reports }, (_, index) => index + 1);
  const numberOf = (workspaceId: string, reportId: string) =>
    numbers.find((number) => localReportId(workspaceId, number) === reportId);
  const base = `${PBI_LOCAL_SOURCE_PATH}/v1.0/myorg/groups/:workspaceId/reports`;

  router.get(base, (req, res) => {
    const workspaceId = param(req, 'workspaceId');
    res.json({
      value: numbers.map((number) => {
        const id = localReportId(workspaceId, number);
        return {
          id,
          reportType: 'PowerBIReport',
          name: localReportName(number),
          webUrl: `https://app.powerbi.com/groups/${workspaceId}/reports/${id}`,
          embedUrl: `https://app.powerbi.com/reportEmbed?reportId=${id}&groupId=${workspaceId}`,
          datasetId: localReportId(`${workspaceId}/dataset`, number),
        };
      }),
    });
  });

  router.get(`${base}/:reportId/pages`, (req, res) => {
    const workspaceId = param(req, 'workspaceId');
    const number = numberOf(workspaceId, param(req, 'reportId'));
    if (number === undefined) {
      res.status(404).json({ error: { code: 'PowerBIEntityNotFound' } });
      return;
    }
    if (failingReports.includes(number)) {
      res.status(500).json({ error: { code: 'InternalError', message: 'Lokale Quelle: absichtlicher Fehler' } });
      return;
    }
    res.json({
      value: pageNames.map((displayName, order) => ({ name: `ReportSection${order + 1}`, displayName, order })),
    });
  });
  return router;
}
