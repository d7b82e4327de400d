import type { Locator, Page } from '@playwright/test';
import { DATA_BASE } from '@shared/api/paths';
import type { Module } from '@shared/schemas';
import { card, cardNames, cardNamesAfterScrolling, dashboardTexts, moduleGrid } from './support/dashboard';
import { failedRequest } from './support/consoleGuard';
import { expect, expectAccessible, test } from './support/fixtures';
import { startServer, type E2eServer } from './support/server';
import { bearerOf } from './support/signIn';
import { fixtureUsers } from './support/users';

/**
 * Grants, favourites, closing and the favourite order change data, so these tests run one after another on a
 * server of their own. max.muster gets 60 extra modules there, so the grid needs several pages.
 */
test.describe.configure({ mode: 'serial', timeout: 90_000 });
test.use({ storageState: { cookies: [], origins: [] } });

const EXTRA_MODULES = 60;
const extraName = (n: number) => `Zusatzmodul ${String(n).padStart(3, '0')}`;
let server: E2eServer;

test.beforeAll(async () => {
  server = await startServer({
    prepareDb: (db) => {
      for (let n = 1; n <= EXTRA_MODULES; n += 1) {
        const module: Module = {
          id: 100 + n,
          name: extraName(n),
          pbiModule: false,
          active: true,
          moduleType: 'HTML',
          properties: { htmlText: `<p>Inhalt ${n}</p>` },
          width: 1,
          height: 1 + (n % 2),
          categories: [],
          media: [],
        };
        db.modules.push(module);
        db.zbvUserModules.push({ id: 100 + n, accountId: 1, moduleId: module.id });
      }
    },
  });
});
test.afterAll(() => server.stop());

const chips = (page: Page) => page.getByRole('group', { name: dashboardTexts.filterLabel });
/** Presses 'Favoriten' and answers the card headings; assert on them web-first, since the list loads after. */
const favouriteHeadings = async (page: Page): Promise<Locator> => {
  await chips(page).getByRole('button', { name: dashboardTexts.filterFavorites }).click();
  await expect(chips(page).getByRole('button', { name: dashboardTexts.filterFavorites })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  return moduleGrid(page).getByRole('article').getByRole('heading', { level: 2 });
};

test('a module granted through the API shows after a reload for max.muster only', async ({ browser }) => {
  const max = await server.newPageAs(browser, fixtureUsers.max);
  await expect.poll(() => cardNamesAfterScrolling(max), { timeout: 20_000 }).toContain(extraName(EXTRA_MODULES));
  expect(await cardNames(max)).not.toContain('Sondermodul Vorstand');

  const anna = await server.newPageAs(browser, fixtureUsers.anna);
  const grant = await anna.request.post(`${server.url}${DATA_BASE}/zbvUserModules`, {
    headers: await bearerOf(anna),
    data: { accountId: 1, moduleId: 22 },
  });
  expect(grant.status()).toBe(201);

  await max.reload();
  await expect.poll(() => cardNamesAfterScrolling(max), { timeout: 20_000 }).toContain('Sondermodul Vorstand');
  await expectAccessible(max);
  const kurt = await server.newPageAs(browser, fixtureUsers.kurt);
  await expect.poll(() => cardNamesAfterScrolling(kurt)).toContain('Hilfe & Support');
  expect(await cardNames(kurt)).not.toContain('Sondermodul Vorstand');
});

test('infinite loading reaches the last module, page after page', async ({ browser }) => {
  const max = await server.newPageAs(browser, fixtureUsers.max);
  await expect.poll(() => cardNames(max)).toHaveLength(12);
  await expect.poll(() => cardNamesAfterScrolling(max), { timeout: 30_000 }).toHaveLength(13 + 1 + EXTRA_MODULES);
  expect((await cardNames(max)).at(-1)).toBe(extraName(EXTRA_MODULES));
  await expectAccessible(max);
});

test('a module favourite survives a reload and rolls back with the German error when the call fails', async ({
  browser,
  expectConsoleMessages,
}) => {
  expectConsoleMessages(...failedRequest(500, '/backend/module/8/favorite'));
  const max = await server.newPageAs(browser, fixtureUsers.max);
  const add = card(max, 'Controlling-Cockpit').getByRole('button', {
    name: dashboardTexts.addFavorite('Controlling-Cockpit'),
  });
  await add.click();
  await expect(
    card(max, 'Controlling-Cockpit').getByRole('button', {
      name: dashboardTexts.removeFavorite('Controlling-Cockpit'),
    }),
  ).toHaveAttribute('aria-pressed', 'true');
  await max.reload();
  await expect(await favouriteHeadings(max)).toHaveText([
    'Meine Favoriten',
    'Vertriebssteuerung',
    'Kreditrisiko',
    'Aktuelles aus dem Verband',
    'Controlling-Cockpit',
  ]);

  await chips(max).getByRole('button', { name: dashboardTexts.filterAll }).click();
  await max.route('**/backend/module/*/favorite', (route) => route.fulfill({ status: 500, body: '' }));
  const star = card(max, 'Provisions-KPI').getByRole('button', { name: dashboardTexts.addFavorite('Provisions-KPI') });
  await star.click();
  await expect(max.getByRole('alert')).toContainText(`${dashboardTexts.favoriteChangeFailed}. Interner Serverfehler`);
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await expectAccessible(max);
  await max.unrouteAll();
  await max.reload();
  const favourites = await favouriteHeadings(max);
  await expect(favourites.first()).toHaveText('Meine Favoriten');
  await expect(favourites.filter({ hasText: 'Provisions-KPI' })).toHaveCount(0);
});

test('a report favourite toggles in place, re-sorts, survives a reload and rolls back on failure', async ({
  browser,
  expectConsoleMessages,
}) => {
  expectConsoleMessages(...failedRequest(500, '/backend/api/v1/report/favorite'));
  const max = await server.newPageAs(browser, fixtureUsers.max);
  const reports = card(max, 'Kreditrisiko').getByRole('list', { name: dashboardTexts.reportsOf('Kreditrisiko') });
  await expect(reports.getByRole('link').first()).toHaveText('Kreditrisiko-Monitor');
  await reports.getByRole('button', { name: dashboardTexts.addFavorite('Ratingverteilung') }).click();
  await expect(reports.getByRole('link').nth(1)).toHaveText('Ratingverteilung');
  await max.reload();
  await expect(reports.getByRole('button', { name: dashboardTexts.removeFavorite('Ratingverteilung') })).toBeVisible();
  await expect(card(max, 'Meine Favoriten').getByRole('link', { name: 'Ratingverteilung' })).toBeVisible();

  await max.route('**/backend/api/v1/report/favorite?*', (route) => route.fulfill({ status: 500, body: '' }));
  await reports.getByRole('button', { name: dashboardTexts.addFavorite('Sicherheitenübersicht') }).click();
  await expect(max.getByRole('alert')).toContainText(`${dashboardTexts.reportAddFailed}. Interner Serverfehler`);
  await expect(
    reports.getByRole('button', { name: dashboardTexts.addFavorite('Sicherheitenübersicht') }),
  ).toBeVisible();
  await max.getByRole('alert').getByRole('button', { name: 'Schließen' }).click();
  await reports.getByRole('button', { name: dashboardTexts.removeFavorite('Ratingverteilung') }).click();
  await expect(max.getByRole('alert')).toContainText(`${dashboardTexts.reportRemoveFailed}. Interner Serverfehler`);
  await expect(reports.getByRole('button', { name: dashboardTexts.removeFavorite('Ratingverteilung') })).toBeVisible();
  await expectAccessible(max);
});

test('a temporary module closes after the confirm dialog, for good; a failed close says so', async ({
  browser,
  expectConsoleMessages,
}) => {
  expectConsoleMessages(...failedRequest(500, '/backend/module/v1/close'));
  const max = await server.newPageAs(browser, fixtureUsers.max);
  const name = 'Hinweis: Jahresendarbeiten';
  const remove = card(max, name).getByRole('button', { name: dashboardTexts.removeModule(name) });
  await remove.click();
  const dialog = max.getByRole('dialog', { name: dashboardTexts.removeTitle });
  await expect(dialog).toContainText(dashboardTexts.removeQuestion);
  await expectAccessible(max);
  await dialog.getByRole('button', { name: dashboardTexts.cancel }).click();
  await expect(card(max, name)).toBeVisible();

  await max.route('**/backend/module/v1/close?*', (route) => route.fulfill({ status: 500, body: '' }));
  await remove.click();
  await dialog.getByRole('button', { name: dashboardTexts.confirm }).click();
  await expect(max.getByRole('alert')).toContainText(`${dashboardTexts.closeFailed}. Interner Serverfehler`);
  await expect(card(max, name)).toBeVisible();
  await max.unrouteAll();

  await remove.click();
  await dialog.getByRole('button', { name: dashboardTexts.confirm }).click();
  await expect(card(max, name)).toHaveCount(0);
  await max.reload();
  await expect.poll(() => cardNames(max)).toContain('Vertriebssteuerung');
  expect(await cardNames(max)).not.toContain(name);
});

test('favourite modules reordered with the keyboard keep their order after a reload', async ({ browser }) => {
  const max = await server.newPageAs(browser, fixtureUsers.max);
  await max.getByRole('button', { name: dashboardTexts.orderFavorites }).click();
  const dialog = max.getByRole('dialog', { name: dashboardTexts.orderTitle });
  const items = dialog.getByRole('listitem');
  await expect(items).toHaveText([
    'Vertriebssteuerung',
    'Kreditrisiko',
    'Aktuelles aus dem Verband',
    'Controlling-Cockpit',
  ]);
  await expectAccessible(max);
  await dialog.getByRole('button', { name: dashboardTexts.orderHandle('Controlling-Cockpit') }).focus();
  // Each key waits for the drag's announcement: a key pressed before the sensor took the last one is lost.
  const announcement = max.locator('[id^="DndLiveRegion"]');
  await max.keyboard.press('Space');
  // Picked up, the module is over its own place at once.
  await expect(announcement).toHaveText(dashboardTexts.dragOver('Controlling-Cockpit', 4));
  for (const position of [3, 2, 1]) {
    await max.keyboard.press('ArrowUp');
    await expect(announcement).toHaveText(dashboardTexts.dragOver('Controlling-Cockpit', position));
  }
  await max.keyboard.press('Space');
  await expect(announcement).toHaveText(dashboardTexts.dragEnd('Controlling-Cockpit', 1));
  await expect(items).toHaveText([
    'Controlling-Cockpit',
    'Vertriebssteuerung',
    'Kreditrisiko',
    'Aktuelles aus dem Verband',
  ]);
  await dialog.getByRole('button', { name: dashboardTexts.orderSave }).click();
  await expect(dialog).toHaveCount(0);

  await max.reload();
  await expect(await favouriteHeadings(max)).toHaveText([
    'Meine Favoriten',
    'Controlling-Cockpit',
    'Vertriebssteuerung',
    'Kreditrisiko',
    'Aktuelles aus dem Verband',
  ]);
  // The favourites module lists the favourite reports in that order: Controlling first.
  await expect(card(max, 'Meine Favoriten').getByRole('link').first()).toHaveText('Ertragsentwicklung');
  await expectAccessible(max);
});
