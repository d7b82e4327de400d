import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../../shared/api';
import { portalApiPaths, settingsMapSchema } from '../../../../shared/portalApi';

export const settingsMapQuery = queryOptions({
  queryKey: ['settings', 'map'],
  queryFn: async () => settingsMapSchema.parse(await apiGet(portalApiPaths.settingsMap)),
  staleTime: 60_000,
});

/** The system settings (GET /keyvalue/map), key → value. */
export const useSettingsMap = () => useQuery(settingsMapQuery);
