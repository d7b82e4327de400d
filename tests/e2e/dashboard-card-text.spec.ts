import type { Locator, Page } from '@playwright/test';
import { card, dashboardTexts } from './support/dashboard';
import { expect, expectAccessible, test } from './support/fixtures';
import { fixtureUsers, storageStateOf } from './support/users';

/** Cards cut off by their fixed height and width, as max.muster on the shared server; nothing changes. */
test.use({ storageState: storageStateOf(fixtureUsers.max), viewport: { width: 1400, height: 900 } });

const isCut = (locator: Locator, axis: 'x' | 'y') =>
  locator.evaluate(
    (element, cutAxis) =>
      cutAxis === 'x' ? element.scrollWidth > element.clientWidth : element.scrollHeight > element.clientHeight,
    axis,
  );

/** Tabs through the page until the locator has the focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let step = 0; step < 100; step += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error('Mit der Tabulatortaste nicht erreichbar');
}

test('an HTML card cut off by its height opens its whole text with the keyboard', async ({ sharedPage: page }) => {
  const name = 'Hinweise zur Datenqualität';
  await page.goto('/');
  const quality = card(page, name);
  const body = quality.getByRole('region', { name: dashboardTexts.contentOf(name) });
  const lastParagraph = 'Auffälligkeiten melden Sie bitte über das Support-Formular.';
  await expect(body).toContainText('werktäglich bis 7:00 Uhr');
  await expect.poll(() => isCut(body, 'y')).toBe(true);

  const more = quality.getByRole('button', { name: dashboardTexts.showMoreOf(name) });
  await expect(more).toHaveText(dashboardTexts.showMore);
  await tabTo(page, more);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog.getByText(lastParagraph)).toBeInViewport({ ratio: 1 });
  await expect(dialog.getByRole('listitem')).toHaveText([
    'Vertriebsdaten: Stand Vortag',
    'Risikodaten: Monatsultimo',
    'Personaldaten: Monatsende',
  ]);
  await expect(dialog.locator('script, [onerror]')).toHaveCount(0);
  await expectAccessible(page);

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(more).toBeFocused();
});

test('a cut-off card title shows in full on hover and on keyboard focus', async ({ sharedPage: page }) => {
  const name = 'Hinweis: Jahresendarbeiten';
  await page.goto('/');
  const title = card(page, name).getByRole('heading', { level: 2, name });
  await expect.poll(() => isCut(title, 'x')).toBe(true);

  // MUI's tooltip is loaded once the title is cut; hovered before it is in place, the title has nothing to open
  // until the mouse moves again. In place and closed, it gives the title its text as `title`.
  await expect(title).toHaveAttribute('title', name);
  // Tabbing passes other cut-off titles, whose tooltips may still be fading out when this one opens.
  const tooltip = page.getByRole('tooltip').filter({ hasText: name });
  await title.hover();
  await expect(tooltip).toHaveText(name);
  await expect(tooltip).toBeInViewport({ ratio: 1 });
  await page.mouse.move(0, 0);
  await expect(page.getByRole('tooltip')).toHaveCount(0);

  await tabTo(page, title);
  await expect(tooltip).toHaveText(name);
  await expectAccessible(page);
});
