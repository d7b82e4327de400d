import { aUser } from '../../../tests/builders/userData';
import { mayOpenAdminRoute } from './adminRouteAccess';
import { adminRoutes } from './adminRoutes';

const route = (path: string) => {
  const found = adminRoutes.find((candidate) => candidate.path === path);
  if (!found) throw new Error(path);
  return found;
};

it.each([
  ['/systemSettings', aUser({ admin: true }), true],
  ['/systemSettings', aUser({ gaAdmin: true }), false],
  ['/admin/manual/DocsStructure', aUser({ zbvRoles: ['MANUAL_ADMIN'] }), true],
  ['/admin/manual/DocsStructure', aUser({ admin: true }), false],
  ['/gaManagement/GaQueues', aUser({ gaCustAdmin: true }), true],
  ['/gaManagement/GaPermissions', aUser({ gaCustAdmin: true }), false],
  ['/gaManagement/GaPermissions', aUser({ gaAdmin: true }), true],
  ['/admin/workflows/configure', aUser({ admin: true }), true],
  ['/admin/workflows/configure', aUser({}), false],
])('%s for %o: %s', (path, flags, allowed) => {
  expect(mayOpenAdminRoute(flags, route(path))).toBe(allowed);
});
