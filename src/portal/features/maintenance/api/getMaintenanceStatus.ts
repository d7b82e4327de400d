import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetParsed } from '@shared/api';
import { portalApiPaths } from '@shared/portalApi/paths';
import { portalSchema } from '@shared/schemas/portalApi/portalSchema';

/** Asked again every minute, so users leave (or reach) the maintenance page without reloading. */
export const MAINTENANCE_POLL_MS = 60_000;

export const maintenanceStatusQuery = queryOptions({
  queryKey: ['maintenance'],
  queryFn: async () => apiGetParsed(portalApiPaths.maintenance, portalSchema('maintenanceStatusSchema')),
  refetchInterval: MAINTENANCE_POLL_MS,
});

export const useMaintenanceStatus = () => useQuery(maintenanceStatusQuery);
