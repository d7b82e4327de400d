import { mayOpenAdminRoute } from './adminRouteAccess';
import { adminRoutes } from './adminRoutes';

const user = (flags: Partial<{ admin: boolean; gaAdmin: boolean; gaCustAdmin: boolean; zbvRoles: string[] }>) => ({
  admin: false,
  gaAdmin: false,
  gaCustAdmin: false,
  zbvRoles: [],
  ...flags,
});
const route = (path: string) => {
  const found = adminRoutes.find((candidate) => candidate.path === path);
  if (!found) throw new Error(path);
  return found;
};

it.each([
  ['/systemSettings', user({ admin: true }), true],
  ['/systemSettings', user({ gaAdmin: true }), false],
  ['/admin/manual/DocsStructure', user({ zbvRoles: ['MANUAL_ADMIN'] }), true],
  ['/admin/manual/DocsStructure', user({ admin: true }), false],
  ['/gaManagement/GaQueues', user({ gaCustAdmin: true }), true],
  ['/gaManagement/GaPermissions', user({ gaCustAdmin: true }), false],
  ['/gaManagement/GaPermissions', user({ gaAdmin: true }), true],
  ['/admin/workflows/configure', user({ admin: true }), true],
  ['/admin/workflows/configure', user({}), false],
])('%s for %o: %s', (path, flags, allowed) => {
  expect(mayOpenAdminRoute(flags, route(path))).toBe(allowed);
});
