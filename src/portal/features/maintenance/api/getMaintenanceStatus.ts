import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../../shared/api';
import { maintenanceStatusSchema, portalApiPaths } from '../../../../shared/portalApi';

/** Asked again every minute, so users leave (or reach) the maintenance page without reloading. */
export const MAINTENANCE_POLL_MS = 60_000;

export const maintenanceStatusQuery = queryOptions({
  queryKey: ['maintenance'],
  queryFn: async () => maintenanceStatusSchema.parse(await apiGet(portalApiPaths.maintenance)),
  refetchInterval: MAINTENANCE_POLL_MS,
});

export const useMaintenanceStatus = () => useQuery(maintenanceStatusQuery);
