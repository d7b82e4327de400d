import type { BrowserContext } from '@playwright/test';
import { adminRoutes } from '../../src/shared/routes';
import { expectGermanAccessibleScreen } from './support/adminScreen';
import { startExtraServer, type ExtraServer } from './support/extraServer';
import { test } from './support/fixtures';
import { fixtureUsers } from './support/users';

/**
 * Every screen of the Access control, ZBV, System, PBI and PBI export sections as anna.admin (list, first record,
 * create form): German throughout (no English react-admin or grid default text left), a level-1 heading with
 * the title, no serious axe violation.
 */
test.describe.configure({ mode: 'serial', timeout: 60_000 });

let server: ExtraServer;
let context: BrowserContext;

test.beforeAll(async ({ browser }) => {
  server = await startExtraServer();
  context = await server.contextAs(browser, fixtureUsers.anna);
});
test.afterAll(() => server.stop());

/** The sections this back office builds itself; the report URL check dialog has its own spec (support-url-check). */
const ownScreens = adminRoutes.filter(
  (route) =>
    ['system', 'zbv', 'accessControl', 'pbi', 'pbiExports'].includes(route.section) &&
    route.path !== '/admin/ReportUrlCheck',
);

for (const route of ownScreens) {
  test(`${route.title} (${route.path}) is German and accessible`, async () => {
    const page = await context.newPage();
    await expectGermanAccessibleScreen(page, route);
    await page.close();
  });
}
