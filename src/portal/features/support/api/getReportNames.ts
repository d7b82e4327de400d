import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@shared/api';
import { portalApiPaths, reportNamesSchema } from '@shared/portalApi';

export const reportNamesQuery = queryOptions({
  queryKey: ['support', 'reportNames'],
  queryFn: async () =>
    reportNamesSchema.parse(await apiGet(portalApiPaths.moduleReports)).sort((a, b) => a.localeCompare(b, 'de')),
  staleTime: 5 * 60_000,
  meta: { ownErrorAlert: true },
});

/** The names of the reports the user may ask about, sorted (docs/requirements/calls.md). */
export const useReportNames = (enabled: boolean) => useQuery({ ...reportNamesQuery, enabled });
