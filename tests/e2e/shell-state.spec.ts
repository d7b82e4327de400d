import type { Page } from '@playwright/test';
import { DATA_BASE } from '@shared/api/paths';
import type { CollectionRecord } from '@shared/schemas';
import { portalTexts } from '@shared/texts';
import { aNotification } from '../builders/notification';
import { expect, expectAccessible, test } from './support/fixtures';
import { startServer, type E2eServer } from './support/server';
import { bearerOf, signIn } from './support/signIn';
import { fixtureUsers, type FixtureUser } from './support/users';

/**
 * Maintenance, notifications and the colour scheme change state other tests would see, so these tests run
 * one after another on a server of their own, signed in through its login page.
 */
test.describe.configure({ mode: 'serial' });
test.use({ storageState: { cookies: [], origins: [] } });

const hour = 3_600_000;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();
const notification = (id: number, title: string, extra: Partial<CollectionRecord<'notifications'>> = {}) =>
  aNotification(id, { title, ...extra });
// kurt.kunde is account 4 of organisation 1; gabi.analytics is account 3 of organisation 6.
const notifications = [
  notification(1, 'Hinweis für alle', { validFrom: at(-3 * hour) }),
  notification(2, 'Persönlicher Hinweis', { validFrom: at(-hour), targetAccountIds: [4] }),
  notification(3, 'Hinweis für Ihr Institut', { validFrom: at(-2 * hour), targetOrgIds: [1] }),
  notification(4, 'Abgelaufener Hinweis', { validTo: at(-hour) }),
  notification(5, 'Künftiger Hinweis', { validFrom: at(hour) }),
  notification(6, 'Abgeschalteter Hinweis', { active: false }),
  notification(7, 'Bild mit Skript', {
    validFrom: at(-10 * 60_000),
    targetAccountIds: [3],
    message: '<p>Bild:</p><img src=x onerror=alert(1)><img src=x onerror="window.__xss=1">',
  }),
  notification(8, 'Skript im Text', {
    validFrom: at(-20 * 60_000),
    targetOrgIds: [6],
    message: '<p>Vorher</p><script>alert(2);window.__xss=2</script><p>Nachher</p>',
  }),
];

let server: E2eServer;
test.beforeAll(async () => {
  test.setTimeout(60_000);
  server = await startServer({
    prepareDb: (db) => {
      db.notifications = notifications;
      db.notificationClosures = [];
    },
  });
});
test.afterAll(async () => {
  await server?.stop();
});

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const greeting = (page: Page, user: FixtureUser) => h1(page, `Hallo, ${user.name}!`);

/** An administrator sets a system setting through the data API, as the back office does (creating it if absent). */
async function setSetting(adminPage: Page, key: string, value: string): Promise<void> {
  const headers = await bearerOf(adminPage);
  const url = `${server.url}${DATA_BASE}/systemSettings/${key}`;
  const found = await adminPage.request.get(url, { headers });
  const response = found.ok()
    ? await adminPage.request.put(url, {
        headers,
        data: { ...((await found.json()) as Record<string, unknown>), id: key, value },
      })
    : await adminPage.request.post(`${server.url}${DATA_BASE}/systemSettings`, { headers, data: { id: key, value } });
  expect(response.ok()).toBe(true);
}

async function removeSetting(adminPage: Page, key: string): Promise<void> {
  const headers = await bearerOf(adminPage);
  const response = await adminPage.request.delete(`${server.url}${DATA_BASE}/systemSettings/${key}`, { headers });
  expect(response.status()).toBe(200);
}

test('maintenance sends users to /maintenance and back, and only admins see the banner', async ({ browser }) => {
  const max = await server.newPageAs(browser, fixtureUsers.max);
  const anna = await server.newPageAs(browser, fixtureUsers.anna);
  const bannerTitle = portalTexts.maintenance.bannerTitle;
  await expect(anna.getByText(bannerTitle)).toHaveCount(0);
  const message = 'Das Kommunikationswelt Radar wird gerade gewartet.';

  await setSetting(anna, 'config.maintenance.enabled', 'true');
  try {
    await max.reload();
    await expect(max).toHaveURL(/\/maintenance$/);
    await expect(h1(max, 'Wartungsarbeiten')).toBeVisible();
    await expect(max.getByRole('main')).toContainText(message);
    await expect(max.getByText(bannerTitle)).toHaveCount(0);
    await expectAccessible(max);
    await max.goto(`${server.url}/profile`);
    await expect(max).toHaveURL(/\/maintenance$/);

    await anna.reload();
    await expect(greeting(anna, fixtureUsers.anna)).toBeVisible();
    const banner = anna.getByRole('status').filter({ hasText: bannerTitle });
    await expect(banner).toContainText(message);
    await expect(anna).not.toHaveURL(/maintenance/);
    await expectAccessible(anna);
  } finally {
    await setSetting(anna, 'config.maintenance.enabled', 'false');
  }

  await max.reload();
  await expect(max).toHaveURL(new RegExp(`^${server.url}/$`));
  await expect(greeting(max, fixtureUsers.max)).toBeVisible();
  await anna.reload();
  await expect(greeting(anna, fixtureUsers.anna)).toBeVisible();
  await expect(anna.getByText(bannerTitle)).toHaveCount(0);
  await anna.goto(`${server.url}/maintenance`);
  await expect(anna).toHaveURL(new RegExp(`^${server.url}/$`));
});

test('two of three notifications are shown; a closed one stays closed after a reload', async ({ browser }) => {
  const kurt = await server.newPageAs(browser, fixtureUsers.kurt);
  const shown = kurt.getByRole('region', { name: 'Hinweise' }).getByRole('region');
  await expect(shown).toHaveCount(2);
  await expect(shown.nth(0)).toHaveAccessibleName('Persönlicher Hinweis');
  await expect(shown.nth(1)).toHaveAccessibleName('Hinweis für Ihr Institut');
  await expect(shown.nth(0)).toContainText('Text zu „Persönlicher Hinweis“');
  await expectAccessible(kurt);

  await shown.nth(0).getByRole('button', { name: 'Schließen' }).click();
  await expect(shown).toHaveCount(2);
  await expect(shown.nth(0)).toHaveAccessibleName('Hinweis für Ihr Institut');
  await expect(shown.nth(1)).toHaveAccessibleName('Hinweis für alle');

  await kurt.reload();
  await expect(greeting(kurt, fixtureUsers.kurt)).toBeVisible();
  await expect(shown).toHaveCount(2);
  await expect(kurt.getByRole('region', { name: 'Persönlicher Hinweis' })).toHaveCount(0);
  await expect(shown.nth(0)).toHaveAccessibleName('Hinweis für Ihr Institut');
});

test('a notification with <img onerror> or <script> shows no dialog and runs nothing', async ({ browser }) => {
  const page = await (await browser.newContext({ storageState: { cookies: [], origins: [] } })).newPage();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await signIn(page, fixtureUsers.gabi, `${server.url}/`);
  const image = page.getByRole('region', { name: 'Bild mit Skript' });
  const script = page.getByRole('region', { name: 'Skript im Text' });
  await expect(image).toContainText('Bild:');
  await expect(script).toContainText('Vorher');
  await expect(script).toContainText('Nachher');
  await page.reload();
  await expect(script).toContainText('Nachher');
  await page.waitForTimeout(1000);

  expect(dialogs).toEqual([]);
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  await expect(image.locator('img[onerror]')).toHaveCount(0);
  await expect(script.locator('script')).toHaveCount(0);
  await expectAccessible(page);
});

test('dark mode is switched in the menu, remembered per user, with the administrator’s default', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const light = 'rgb(245, 245, 245)';
  const dark = 'rgb(18, 18, 18)';
  const hanna = await server.newPageAs(browser, fixtureUsers.hanna);
  expect(await background(hanna)).toBe(light);

  await hanna.getByRole('banner').getByRole('button', { name: portalTexts.header.openMenu }).click();
  const darkMode = hanna.getByRole('switch', { name: portalTexts.menu.darkMode });
  await darkMode.check();
  await expect.poll(() => background(hanna)).toBe(dark);
  await expectAccessible(hanna);
  await hanna.keyboard.press('Escape');

  const hannaElsewhere = await server.newPageAs(browser, fixtureUsers.hanna);
  await expect.poll(() => background(hannaElsewhere)).toBe(dark);
  await hannaElsewhere.goto(`${server.url}/reportexport/view`);
  await expect(h1(hannaElsewhere, 'Exporte')).toBeVisible();
  await expectAccessible(hannaElsewhere);

  const anna = await server.newPageAs(browser, fixtureUsers.anna);
  expect(await background(anna)).toBe(light);
  await setSetting(anna, 'config.theme.default', 'dark');
  try {
    const max = await server.newPageAs(browser, fixtureUsers.max);
    await expect.poll(() => background(max)).toBe(dark);
    await expectAccessible(max);
    await max.getByRole('banner').getByRole('button', { name: portalTexts.header.openMenu }).click();
    await max.getByRole('switch', { name: portalTexts.menu.darkMode }).uncheck();
    await expect.poll(() => background(max)).toBe(light);
    await max.reload();
    await expect(greeting(max, fixtureUsers.max)).toBeVisible();
    await expect.poll(() => background(max)).toBe(light);
  } finally {
    await setSetting(anna, 'config.theme.default', 'light');
  }
});

test('the browser tab shows config.productname, and the fixed default without it', async ({ browser }) => {
  const anna = await server.newPageAs(browser, fixtureUsers.anna);
  await expect(anna).toHaveTitle('Kommunikationswelt Radar');
  await setSetting(anna, 'config.productname', 'Radar Testsystem');
  try {
    const max = await server.newPageAs(browser, fixtureUsers.max);
    await expect(max).toHaveTitle('Radar Testsystem');
    await max.goto(`${server.url}/profile`);
    await expect(max).toHaveTitle('Benutzerdaten – Radar Testsystem');
    await removeSetting(anna, 'config.productname');
    await max.reload();
    await expect(max).toHaveTitle('Benutzerdaten – Kommunikationswelt Radar');
  } finally {
    await setSetting(anna, 'config.productname', 'Kommunikationswelt Radar');
  }
});
