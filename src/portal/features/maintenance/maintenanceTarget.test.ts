import { maintenanceTarget } from './maintenanceTarget';

it.each([
  [true, false, '/', '/maintenance'],
  [true, false, '/profile', '/maintenance'],
  [true, false, '/maintenance', null],
  [true, true, '/', null],
  [true, true, '/maintenance', null],
  [false, false, '/maintenance', '/'],
  [false, true, '/maintenance', '/'],
  [false, false, '/profile', null],
])('maintenance %s, admin %s, on %s → %s', (enabled, isAdmin, pathname, target) => {
  expect(maintenanceTarget(enabled, isAdmin, pathname)).toBe(target);
});
