import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@shared/api';
import { embedConfigSchema, portalApiPaths, type ReportInfo } from '@shared/portalApi';
import { reportCallQuery } from './reportQuery';

const embedOf = ({ moduleId, reportId, pbiAccountId }: ReportInfo) =>
  `${portalApiPaths.reportEmbed}?${reportCallQuery({ moduleId: String(moduleId), reportId: String(reportId), pbiAccountId })}`;

/** How to draw the report with the chosen account: asked for afresh each time (embed tokens expire). */
export const fetchReportEmbed = async (info: ReportInfo) => embedConfigSchema.parse(await apiGet(embedOf(info)));

export const useReportEmbed = (info: ReportInfo | undefined) =>
  useQuery({
    queryKey: ['report', 'embed', info?.moduleId, info?.reportId, info?.pbiAccountId],
    queryFn: () => fetchReportEmbed(info as ReportInfo),
    enabled: info !== undefined,
    retry: 1,
    gcTime: 0,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    meta: { ownErrorAlert: true },
  });
