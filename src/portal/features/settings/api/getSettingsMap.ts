import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetParsed } from '@shared/api';
import { portalApiPaths } from '@shared/portalApi/paths';
import { portalSchema } from '@shared/schemas/portalApi/portalSchema';

export const settingsMapQuery = queryOptions({
  queryKey: ['settings', 'map'],
  queryFn: async () => apiGetParsed(portalApiPaths.settingsMap, portalSchema('settingsMapSchema')),
  staleTime: 60_000,
});

/** The system settings (GET /keyvalue/map), key → value. */
export const useSettingsMap = () => useQuery(settingsMapQuery);
