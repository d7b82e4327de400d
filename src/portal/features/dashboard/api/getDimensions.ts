import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../../shared/api';
import { moduleDimensionsSchema, portalApiPaths } from '../../../../shared/portalApi';

/** Categories and user groups, cached without expiry (spec section 7). */
export const dimensionsQuery = queryOptions({
  queryKey: ['dashboard', 'dimensions'],
  queryFn: async () => moduleDimensionsSchema.parse(await apiGet(portalApiPaths.moduleDimensions)),
  staleTime: Infinity,
  gcTime: Infinity,
});

export const useDimensions = () => useQuery(dimensionsQuery);
