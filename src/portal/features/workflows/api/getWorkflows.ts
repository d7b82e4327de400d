import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../../shared/api';
import { portalApiPaths, workflowListSchema } from '../../../../shared/portalApi';

export const workflowsQuery = queryOptions({
  queryKey: ['workflows'],
  queryFn: async () => workflowListSchema.parse(await apiGet(portalApiPaths.workflows)),
  // Always refetched on mount and focus: a change in the Wizardkonfiguration must show in the menu at once.
  staleTime: 0,
});

export const useWorkflows = () => useQuery(workflowsQuery);
