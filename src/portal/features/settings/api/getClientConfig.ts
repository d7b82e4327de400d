import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../../shared/api';
import { clientConfigSchema, portalApiPaths } from '../../../../shared/portalApi';

export const clientConfigQuery = queryOptions({
  queryKey: ['settings', 'clientConfig'],
  queryFn: async () => clientConfigSchema.parse(await apiGet(portalApiPaths.clientConfig)),
  staleTime: Infinity,
});

export const useClientConfig = () => useQuery(clientConfigQuery);
