import { z } from 'zod';
import { callPowerBi } from './powerBiClient';

/** A report as Power BI lists it in a workspace (`GET /v1.0/myorg/groups/{groupId}/reports`). */
const catalogReportSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  /** PowerBIReport or PaginatedReport; paginated reports have no pages and are not synchronised. */
  reportType: z.string().optional(),
});
/** A page of a report (`GET …/reports/{reportId}/pages`). */
const catalogPageSchema = z.object({
  name: z.string().min(1),
  displayName: z.string().min(1),
  order: z.number().int().optional(),
});
const reportListAnswer = z.object({ value: z.array(catalogReportSchema) });
const pageListAnswer = z.object({ value: z.array(catalogPageSchema) });

export type CatalogReport = z.infer<typeof catalogReportSchema>;
export type CatalogPage = z.infer<typeof catalogPageSchema>;

export interface ReportCatalog {
  reports: (workspaceId: string) => Promise<CatalogReport[]>;
  pages: (workspaceId: string, reportId: string) => Promise<CatalogPage[]>;
}

/**
 * The reports and pages of Power BI workspaces over the Power BI REST API (or the local source, which answers
 * in the same shape). `authorization` gives the header value for each call.
 */
export function createReportCatalog(apiUrl: string, authorization: () => Promise<string>): ReportCatalog {
  const groupUrl = (workspaceId: string) => `${apiUrl}/v1.0/myorg/groups/${encodeURIComponent(workspaceId)}`;
  const get = async <T>(url: string, schema: z.ZodType<T>) =>
    callPowerBi(url, { headers: { Authorization: await authorization(), Accept: 'application/json' } }, schema);
  return {
    async reports(workspaceId) {
      const answer = await get(`${groupUrl(workspaceId)}/reports`, reportListAnswer);
      return answer.value.filter((report) => (report.reportType ?? 'PowerBIReport') === 'PowerBIReport');
    },
    async pages(workspaceId, reportId) {
      const answer = await get(
        `${groupUrl(workspaceId)}/reports/${encodeURIComponent(reportId)}/pages`,
        pageListAnswer,
      );
      return answer.value.toSorted((a, b) => (a.order ?? 0) - (b.order ?? 0));
    },
  };
}
