import { hasAnyRole, RoleLevel, type RoleFlags } from '@shared/roles';
import { adminRoutes } from '@shared/routes';
import { adminRouteRoles } from '@shared/routes/adminRouteAccess';
import type { CollectionName } from '@shared/schemas';

/**
 * Which roles may use a data collection through the back office API: the roles of every admin screen over
 * it (docs/requirements/roles.md). A collection no admin screen shows is for admins only.
 */
const rolesByCollection = new Map<CollectionName, Set<RoleLevel>>();
for (const route of adminRoutes) {
  if (route.kind !== 'resource') continue;
  const set = rolesByCollection.get(route.collection) ?? new Set<RoleLevel>();
  adminRouteRoles(route).forEach((role) => set.add(role));
  rolesByCollection.set(route.collection, set);
}

export const rolesForCollection = (collection: CollectionName): readonly RoleLevel[] => [
  ...(rolesByCollection.get(collection) ?? [RoleLevel.ADMIN]),
];

export const mayUseCollection = (user: RoleFlags, collection: CollectionName): boolean =>
  hasAnyRole(user, rolesForCollection(collection));
