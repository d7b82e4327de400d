import { adminRoutes, portalRoutes } from '@shared/routes';
import { mayOpenAdminRoute } from '@shared/routes/adminRouteAccess';
import { screensCheckedInDepth } from './support/adminScreen';
import { expect, expectAccessible, test } from './support/fixtures';
import { fixtureUsers } from './support/users';

/**
 * The walk is read-only: each route opens with a full page load in the signed-in page its user has in the worker.
 *
 * What each route shows as its main heading on a fresh page load: the dashboard greets the user, and so does
 * /maintenance, which leads to / while maintenance is off.
 */
const expectedHeading = (key: keyof typeof portalRoutes): string => {
  if (key === 'dashboard' || key === 'ssoLogin' || key === 'maintenance') return `Hallo, ${fixtureUsers.anna.name}!`;
  // A manual page is headed by its own title (the example opens page 1001 of the fixture manual).
  if (key === 'manualPage') return 'Erste Schritte';
  // The report routes are headed by the report (the examples open report 13 in module 5).
  if (key === 'report' || key === 'reportQuery' || key === 'shortLink') return 'Ertragsentwicklung';
  return portalRoutes[key].title;
};

test.describe('every route of docs/requirements/screens.md opens on a fresh page load', () => {
  for (const [key, route] of Object.entries(portalRoutes) as [
    keyof typeof portalRoutes,
    (typeof portalRoutes)[keyof typeof portalRoutes],
  ][]) {
    test(`Portal ${route.example}`, async ({ workerPageOf }) => {
      const page = await workerPageOf(fixtureUsers.anna);
      await page.goto(route.example);
      await expect(page.getByRole('heading', { level: 1, name: expectedHeading(key) })).toBeVisible();
      await expectAccessible(page);
    });
  }
});

/** Each back-office route is opened by a fixture user whose roles allow it (the admin has no MANUAL_ADMIN). */
const adminRouteVisitors = [fixtureUsers.anna, fixtureUsers.hanna, fixtureUsers.gabi] as const;
const flagsOf = {
  [fixtureUsers.anna.username]: { admin: true, gaAdmin: false, gaCustAdmin: false, zbvRoles: [] },
  [fixtureUsers.hanna.username]: { admin: false, gaAdmin: false, gaCustAdmin: false, zbvRoles: ['MANUAL_ADMIN'] },
  [fixtureUsers.gabi.username]: { admin: false, gaAdmin: true, gaCustAdmin: false, zbvRoles: [] },
};

/** Opened by admin-screens.spec.ts already, on a fresh page load with the same checks and more. */
const checkedInDepth = new Set(screensCheckedInDepth.map((route) => route.path));

for (const visitor of adminRouteVisitors) {
  const routes = adminRoutes.filter(
    (route) =>
      mayOpenAdminRoute(flagsOf[visitor.username], route) &&
      adminRouteVisitors.find((candidate) => mayOpenAdminRoute(flagsOf[candidate.username], route)) === visitor &&
      !(visitor === fixtureUsers.anna && checkedInDepth.has(route.path)),
  );
  test.describe(`every back-office route opens on a fresh page load (${visitor.username})`, () => {
    for (const route of routes) {
      test(`Back Office ${route.path}`, async ({ workerPageOf }) => {
        const page = await workerPageOf(visitor);
        await page.goto(route.path);
        const heading = page.getByRole('heading', { level: 1, name: route.title, exact: true });
        // A route that opens its dialog at once (the report URL check) shows the page behind it once closed.
        const dialog = page.getByRole('dialog');
        await expect(heading.or(dialog)).toBeVisible();
        if (await dialog.isVisible()) {
          await expectAccessible(page);
          await dialog.getByRole('button', { name: 'Schließen' }).click();
        }
        await expect(heading).toBeVisible();
        await expectAccessible(page);
      });
    }
  });
}

test('the route walk covers every back-office route', () => {
  const covered = adminRoutes.filter((route) =>
    adminRouteVisitors.some((visitor) => mayOpenAdminRoute(flagsOf[visitor.username], route)),
  );
  expect(covered).toHaveLength(adminRoutes.length);
});

test('the bare health page shows the status of the server', async ({ page }) => {
  await page.goto('/actuator/health');
  await expect(page.getByLabel('Statusbericht')).toContainText('"status": "UP"');
  await expect(page.getByRole('banner')).toHaveCount(0);
});
