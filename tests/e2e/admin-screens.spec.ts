import type { BrowserContext } from '@playwright/test';
import { adminRoutes } from '../../src/shared/routes';
import { englishTextsOn } from './support/englishTexts';
import { startExtraServer, type ExtraServer } from './support/extraServer';
import { expect, expectAccessible, test } from './support/fixtures';
import { fixtureUsers } from './support/users';

/**
 * Every screen of the Access control, ZBV and System sections as anna.admin (list, first record, create form):
 * German throughout (no English react-admin or grid default text left), a level-1 heading with the title, no
 * serious axe violation.
 */
test.describe.configure({ mode: 'serial', timeout: 60_000 });
const slowExpect = expect.configure({ timeout: 15_000 });

let server: ExtraServer;
let context: BrowserContext;

test.beforeAll(async ({ browser }) => {
  server = await startExtraServer();
  context = await server.contextAs(browser, fixtureUsers.anna);
});
test.afterAll(() => server.stop());

/** The sections this back office builds itself; the report URL check dialog has its own spec (support-url-check). */
const ownScreens = adminRoutes.filter(
  (route) => ['system', 'zbv', 'accessControl'].includes(route.section) && route.path !== '/admin/ReportUrlCheck',
);

for (const route of ownScreens) {
  test(`${route.title} (${route.path}) is German and accessible`, async () => {
    const page = await context.newPage();
    await page.goto(route.path);
    await slowExpect(page.getByRole('heading', { level: 1, name: route.title, exact: true })).toBeVisible();
    if (route.kind === 'resource') await slowExpect(page.getByRole('table').first()).toBeVisible();
    await slowExpect(page.getByRole('progressbar')).toHaveCount(0);
    expect(await englishTextsOn(page)).toEqual([]);
    await expectAccessible(page);
    const open = page.getByRole('link', { name: /^(Bearbeiten|Anzeigen): / }).first();
    if (await open.isVisible()) {
      await open.click();
      await slowExpect(page.getByRole('heading', { level: 1, name: route.title, exact: true })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await slowExpect(page.getByRole('progressbar')).toHaveCount(0);
      expect(await englishTextsOn(page)).toEqual([]);
      await expectAccessible(page);
      await page.goBack();
    }
    const create = page.getByRole('link', { name: 'Neu anlegen' });
    if (await create.isVisible()) {
      await create.click();
      await slowExpect(page.getByRole('heading', { level: 2, name: 'Anlegen' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await englishTextsOn(page)).toEqual([]);
      await expectAccessible(page);
    }
    await page.close();
  });
}
