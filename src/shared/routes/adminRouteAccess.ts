import { hasAnyRole, RoleLevel, type RoleFlags } from '../roles';
import { adminSections, type AdminRoute } from './adminRoutes';

/** The roles that open an admin route: its section's, or GA admin alone for items flagged GA-admin (docs/requirements/roles.md). */
export const adminRouteRoles = (route: AdminRoute): readonly RoleLevel[] =>
  route.gaAdminOnly
    ? [RoleLevel.GA_ADMIN]
    : (adminSections.find((section) => section.key === route.section)?.roles ?? [RoleLevel.ADMIN]);

export const mayOpenAdminRoute = (user: RoleFlags, route: AdminRoute): boolean =>
  hasAnyRole(user, adminRouteRoles(route));
