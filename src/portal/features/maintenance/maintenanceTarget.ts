import { portalRoutes } from '@shared/routes';

/**
 * Where the maintenance rules send a user (docs/requirements/screens.md, docs/requirements/behaviour.md), or null to stay: while maintenance is on
 * everyone but administrators goes to /maintenance (administrators keep working and see the banner); while it
 * is off, /maintenance leads back to /.
 */
export function maintenanceTarget(enabled: boolean, isAdmin: boolean, pathname: string): string | null {
  const onMaintenancePage = pathname === portalRoutes.maintenance.pattern;
  if (enabled && !isAdmin && !onMaintenancePage) return portalRoutes.maintenance.pattern;
  if (!enabled && onMaintenancePage) return portalRoutes.dashboard.pattern;
  return null;
}
