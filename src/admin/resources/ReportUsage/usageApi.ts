import { apiGet } from '@shared/api';
import { adminApiPaths } from '@shared/routes';
import { reportUsageSchema, type ReportUsage, type ReportUsageQuery } from '@shared/schemas';

/** `GET /admin/usage/reports` for a range of days (and one report's pages), checked against the shared schema. */
export async function fetchReportUsage(query: ReportUsageQuery): Promise<ReportUsage> {
  const params = new URLSearchParams({ from: query.from, to: query.to });
  if (query.reportId !== undefined) params.set('reportId', query.reportId);
  return reportUsageSchema.parse(await apiGet<unknown>(`${adminApiPaths.reportUsage}?${params}`));
}
