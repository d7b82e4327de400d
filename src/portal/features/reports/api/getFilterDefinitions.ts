import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@shared/api';
import { filterDefinitionListSchema, portalApiPaths, type ReportInfo } from '@shared/portalApi';
import { reportCallQuery } from './reportQuery';

/** The report's filter definitions (docs/requirements/behaviour.md): a failure is only logged and leaves the list empty. */
export const useFilterDefinitions = (info: ReportInfo | undefined) =>
  useQuery({
    queryKey: ['report', 'filterDefinitions', info?.moduleId, info?.reportId, info?.pbiAccountId],
    queryFn: async () => {
      const { moduleId, reportId, pbiAccountId } = info as ReportInfo;
      const query = reportCallQuery({ moduleId: String(moduleId), reportId: String(reportId), pbiAccountId });
      try {
        return filterDefinitionListSchema.parse(await apiGet(`${portalApiPaths.filterDefinitions}?${query}`));
      } catch (error) {
        console.error('Filterdefinitionen konnten nicht geladen werden:', error);
        return [];
      }
    },
    enabled: info !== undefined,
    retry: false,
    refetchOnWindowFocus: false,
  });
