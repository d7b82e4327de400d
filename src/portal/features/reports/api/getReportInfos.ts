import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@shared/api';
import { portalApiPaths, reportInfoListSchema } from '@shared/portalApi';
import { reportCallQuery } from './reportQuery';

/**
 * The report's infos, one per account the user may open it with (docs/requirements/behaviour.md): retried once, never cached
 * (gone as soon as the report view leaves) and not refetched on window focus. A failure sends the view to
 * /error, so the global error alert stays quiet.
 */
export const useReportInfos = (moduleId: string, reportId: string) =>
  useQuery({
    queryKey: ['report', 'infos', moduleId, reportId],
    queryFn: async () =>
      reportInfoListSchema.parse(
        await apiGet(`${portalApiPaths.reportInfo}?${reportCallQuery({ moduleId, reportId })}`),
      ),
    retry: 1,
    gcTime: 0,
    staleTime: 0,
    refetchOnWindowFocus: false,
    meta: { ownErrorAlert: true },
  });
