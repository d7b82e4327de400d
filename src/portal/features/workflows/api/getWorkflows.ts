import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetParsed } from '@shared/api';
import { portalApiPaths } from '@shared/portalApi/paths';
import { portalSchema } from '@shared/schemas/portalApi/portalSchema';

export const workflowsQuery = queryOptions({
  queryKey: ['workflows'],
  queryFn: async () => apiGetParsed(portalApiPaths.workflows, portalSchema('workflowListSchema')),
  // Always refetched on mount and focus: a change in the Wizardkonfiguration must show in the menu at once.
  staleTime: 0,
});

export const useWorkflows = () => useQuery(workflowsQuery);
