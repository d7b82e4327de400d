import type { Locator, Page } from '@playwright/test';
import { adminTexts, portalTexts, reportTexts, uiTexts } from '@shared/texts';
import { card, dashboardTexts } from './support/dashboard';
import { expect, expectAccessible, test } from './support/fixtures';
import { startServer, type E2eServer } from './support/server';
import { fixtureUsers } from './support/users';

/**
 * Keyboard-only journeys: from the signed-in dashboard, every step is a key press (`page.keyboard`),
 * or an address typed into the browser, and each step checks where the focus is (`document.activeElement`).
 * They change favourites and an account, so they run on a server of their own.
 */
// Each journey is long; a busy machine needs more than the default minute.
test.describe.configure({ mode: 'serial', timeout: 360_000 });

let server: E2eServer;
test.beforeAll(async () => {
  server = await startServer();
});
test.afterAll(() => server.stop());

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** Presses Tab (or Shift+Tab) until `target` has the focus; answers how many presses that took. */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 80 } = {}): Promise<number> {
  await target.waitFor();
  for (let presses = 1; presses <= max; presses += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await isFocused(target)) return presses;
  }
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200));
  throw new Error(`Nach ${max} Tabs nicht erreicht: ${target.toString()}; im Fokus: ${focused}`);
}

/** Waits until the page stands still below its top: Chromium animates a scroll by key, and a Tab pressed during
 * the animation would have the focused element scrolled away again by its remaining frames. */
async function scrollSettled(page: Page): Promise<void> {
  const stillBelowTop = () =>
    page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          const before = window.scrollY;
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY === before && before > 0)));
        }),
    );
  await expect.poll(stillBelowTop).toBe(true);
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

test('dashboard → favourite → report → account → back, by keyboard', async ({ browser }) => {
  const page = await server.newPageAs(browser, fixtureUsers.max);
  await expectAccessible(page);

  // A notice's 'Schließen' reached with the page scrolled down is not hidden under the sticky header.
  await tabTo(page, page.getByRole('link', { name: uiTexts.skipToContent }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await page.keyboard.press('End');
  await scrollSettled(page);
  const close = page.getByRole('region', { name: portalTexts.notifications.label }).getByRole('button').first();
  await tabTo(page, close);
  const headerBottom = (await page.getByRole('banner').boundingBox())?.height ?? 0;
  expect((await close.boundingBox())?.y).toBeGreaterThanOrEqual(headerBottom);

  const reports = card(page, 'Vertriebssteuerung');
  await tabTo(page, reports.getByRole('button', { name: dashboardTexts.removeFavorite('Vertriebsübersicht') }));
  await page.keyboard.press('Enter');
  const removed = page.getByRole('status').filter({ hasText: dashboardTexts.favoriteRemoved('Vertriebsübersicht') });
  await expect(removed).toBeVisible();
  await expect(reports.getByRole('button', { name: dashboardTexts.addFavorite('Vertriebsübersicht') })).toBeFocused();

  await tabTo(page, reports.getByRole('link', { name: 'Vertriebsübersicht' }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/modules\/2\/reports\/1$/);
  await expect(heading(page, 'Vertriebsübersicht')).toBeFocused();
  await expect(page.getByRole('heading', { level: 2, name: 'Volumen gesamt' })).toBeVisible();
  await expectAccessible(page);

  const account = page.getByRole('combobox', { name: reportTexts.account });
  await tabTo(page, account);
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option', { name: /^Radar Standard/ })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(account).toHaveText(/Radar Vorstand/);
  await expect(account).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: /mit dem Konto „Radar Vorstand/ })).toBeVisible();

  await tabTo(page, page.getByRole('button', { name: portalTexts.header.back }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(heading(page, `Hallo, ${fixtureUsers.max.name}!`)).toBeFocused();
  await expectAccessible(page);
});

test('assistant → support and back, by keyboard', async ({ browser }) => {
  const page = await server.newPageAs(browser, fixtureUsers.max);
  await page.goto(`${server.url}/modules/2/reports/1`);
  const launcher = page.getByRole('button', { name: portalTexts.assistant.open, exact: true });
  await tabTo(page, launcher);
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: portalTexts.assistant.title });
  await expect(panel).toHaveAttribute('aria-modal', 'true');
  const question = panel.getByRole('textbox', { name: portalTexts.assistant.inputLabel });
  await expect(question).toBeFocused();

  await page.keyboard.type('Wie wechsle ich das Konto?');
  await page.keyboard.press('Enter');
  await expect(panel.getByTestId('assistant-answer')).toContainText('Im Handbuch steht dazu');
  await expect(question).toBeFocused();
  await expect(panel.getByRole('status').filter({ hasText: 'Im Handbuch steht dazu' })).toBeAttached();
  await expectAccessible(page);

  await tabTo(page, panel.getByRole('button', { name: portalTexts.assistant.yes }));
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('status')).toHaveText(portalTexts.assistant.feedbackThanks);
  await expect(question).toBeFocused();

  // The focus stays inside the panel: Tab from its last button comes round to its first.
  const support = panel.getByRole('button', { name: portalTexts.assistant.contactSupport });
  await tabTo(page, support);
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('button', { name: portalTexts.assistant.close })).toBeFocused();

  await tabTo(page, support);
  await page.keyboard.press('Enter');
  const form = page.getByRole('dialog', { name: 'Support-Anfrage' });
  await expect.poll(() => form.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(form).toHaveCount(0);
  await expect(support).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(launcher).toBeFocused();
});

test('back office: skip link → quick search → sort → edit → save, by keyboard', async ({ browser }) => {
  const page = await server.newPageAs(browser, fixtureUsers.anna);
  await page.goto(`${server.url}/admin/ZbvAccounts`);
  await expect(page.getByRole('link', { name: /^Bearbeiten: / }).first()).toBeVisible({ timeout: 60_000 });
  await expectAccessible(page);

  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: uiTexts.skipToContent })).toBeFocused();
  await page.keyboard.press('Enter');
  const quickSearch = page.getByRole('searchbox', { name: adminTexts.grid.quickSearch });
  expect(await tabTo(page, quickSearch, { max: 3 })).toBeLessThanOrEqual(3);

  await tabTo(page, page.getByRole('button', { name: 'ID aufsteigend sortieren' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]sort=id(&|$)/);
  await expect(page.getByRole('button', { name: /^ID aufsteigend sortiert/ })).toBeFocused();

  const firstRow = page.getByRole('rowgroup').nth(1).getByRole('row').first();
  const edit = firstRow.getByRole('link', { name: /^Bearbeiten: / });
  await tabTo(page, edit);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/ZbvAccounts\/\d+$/);
  await expect(heading(page, 'ZBV-Konten')).toBeFocused();
  await expectAccessible(page);

  const firstName = page.getByRole('textbox', { name: 'Vorname' });
  await tabTo(page, firstName);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Tastatur');
  // Enter in a text field sends the form, as 'Speichern' does.
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/ZbvAccounts(\?|$)/);
  await expect(heading(page, 'ZBV-Konten')).toBeFocused();
  await expect(page.getByRole('cell', { name: 'Tastatur', exact: true })).toBeVisible();
});
