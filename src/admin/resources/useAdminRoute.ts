import { useResourceContext } from 'react-admin';
import { type AdminRoute, adminRouteOfResource } from '@shared/routes';

/** The route-table entry of the current resource (title, section, collection). */
export function useAdminRoute(): AdminRoute | undefined {
  const resource = useResourceContext();
  return adminRouteOfResource(resource);
}
