import { useResourceContext } from 'react-admin';
import { adminRoutes, resourceNameOf, type AdminRoute } from '@shared/routes';

/** The route-table entry of the current resource (title, section, collection). */
export function useAdminRoute(): AdminRoute | undefined {
  const resource = useResourceContext();
  return adminRoutes.find((route) => resourceNameOf(route) === resource);
}
