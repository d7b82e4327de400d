import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetParsed } from '@shared/api';
import { portalApiPaths } from '@shared/portalApi/paths';
import { portalSchema } from '@shared/schemas/portalApi/portalSchema';

/** Categories and user groups, cached without expiry (docs/requirements/calls.md). */
export const dimensionsQuery = queryOptions({
  queryKey: ['dashboard', 'dimensions'],
  queryFn: async () => apiGetParsed(portalApiPaths.moduleDimensions, portalSchema('moduleDimensionsSchema')),
  staleTime: Infinity,
  gcTime: Infinity,
});

export const useDimensions = () => useQuery(dimensionsQuery);
