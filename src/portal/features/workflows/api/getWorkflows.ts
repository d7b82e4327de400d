import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../../shared/api';
import { portalApiPaths, workflowListSchema } from '../../../../shared/portalApi';

export const workflowsQuery = queryOptions({
  queryKey: ['workflows'],
  queryFn: async () => workflowListSchema.parse(await apiGet(portalApiPaths.workflows)),
  staleTime: 5 * 60_000,
});

export const useWorkflows = () => useQuery(workflowsQuery);
