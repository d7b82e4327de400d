import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetParsed } from '@shared/api';
import { portalApiPaths } from '@shared/portalApi/paths';
import { portalSchema } from '@shared/schemas/portalApi/portalSchema';

export const clientConfigQuery = queryOptions({
  queryKey: ['settings', 'clientConfig'],
  queryFn: async () => apiGetParsed(portalApiPaths.clientConfig, portalSchema('clientConfigSchema')),
  staleTime: Infinity,
});

export const useClientConfig = () => useQuery(clientConfigQuery);
