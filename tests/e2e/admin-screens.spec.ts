import type { BrowserContext } from '@playwright/test';
import { expectGermanAccessibleScreen, screensCheckedInDepth } from './support/adminScreen';
import { startExtraServer, type ExtraServer } from './support/extraServer';
import { test } from './support/fixtures';
import { fixtureUsers } from './support/users';

/**
 * Every screen of the Access control, ZBV, System, PBI and PBI export sections as anna.admin (list, first record,
 * create form): German throughout (no English react-admin or grid default text left), a level-1 heading with
 * the title, no serious axe violation.
 */
// Independent screens: the workers share them out, each with a server of its own (the file was the suite's longest
// serial run, 35 screens on one worker).
test.describe.configure({ mode: 'parallel', timeout: 60_000 });

let server: ExtraServer;
let context: BrowserContext;

test.beforeAll(async ({ browser }) => {
  server = await startExtraServer();
  context = await server.contextAs(browser, fixtureUsers.anna);
});
test.afterAll(() => server.stop());

for (const route of screensCheckedInDepth) {
  test(`${route.title} (${route.path}) is German and accessible`, async () => {
    const page = await context.newPage();
    await expectGermanAccessibleScreen(page, route);
    await page.close();
  });
}
