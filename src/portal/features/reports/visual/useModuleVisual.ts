import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@shared/api';
import { portalApiPaths, reportInfoListSchema, type ReportInfo } from '@shared/portalApi';
import { fetchReportEmbed } from '../api/getReportEmbed';
import { reportCallQuery } from '../api/reportQuery';

export interface VisualSource {
  moduleId: number | string;
  reportId: number | string;
  /** The account the module names (its key, an e-mail address); otherwise the user's first account by priority. */
  accountKey?: string;
}

/** The account to draw with: the one the module names if the user may use it, else the first by priority. */
export const chooseAccount = (infos: readonly ReportInfo[], accountKey?: string): ReportInfo | undefined =>
  infos.find((info) => info.pbiAccountDetails.key === accountKey) ??
  [...infos].sort((a, b) => a.pbiAccountDetails.sortPriority - b.pbiAccountDetails.sortPriority)[0];

async function fetchVisualEmbed({ moduleId, reportId, accountKey }: VisualSource) {
  const query = reportCallQuery({ moduleId: String(moduleId), reportId: String(reportId) });
  const infos = reportInfoListSchema.parse(await apiGet(`${portalApiPaths.reportInfo}?${query}`));
  const info = chooseAccount(infos, accountKey);
  if (!info) throw new Error('Kein Konto für diesen Bericht');
  return fetchReportEmbed(info);
}

/**
 * How to draw the report behind a visual card: the report's infos, then the embed for the chosen account. Errors
 * show in the card, not in the global alert.
 */
export const useModuleVisual = (source: VisualSource) =>
  useQuery({
    queryKey: ['report', 'visual', source.moduleId, source.reportId, source.accountKey],
    queryFn: () => fetchVisualEmbed(source),
    retry: 1,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    meta: { ownErrorAlert: true },
  });
