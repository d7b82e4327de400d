import { hasAnyRole, RoleLevel, type RoleFlags } from '../roles';
import type { CollectionName } from '../schemas/collections';
import { mayOpenAdminRoute } from './adminRouteAccess';
import { adminRouteOfCollection } from './adminRoutes';

/**
 * Collections some roles may read by name only, for the screens of their section that point into them: each
 * record's id and the one field that names it, nothing else, and no write (decision 145). A manual editor's
 * 'Handbuch-Berichte' links manual pages to reports, whose other fields (keys, accounts, pages) stay the admins'.
 */
const nameReads: Partial<Record<CollectionName, { field: string; roles: readonly RoleLevel[] }>> = {
  pbiReports: { field: 'name', roles: [RoleLevel.MANUAL_ADMIN] },
};

/**
 * The field a user may read besides the id when the collection's screen is closed to them; undefined when they
 * may read it all (its screen is theirs) or nothing of it.
 */
export function nameFieldFor(user: RoleFlags, collection: CollectionName): string | undefined {
  const route = adminRouteOfCollection(collection);
  if (route && mayOpenAdminRoute(user, route)) return undefined;
  const read = nameReads[collection];
  return read && hasAnyRole(user, read.roles) ? read.field : undefined;
}
