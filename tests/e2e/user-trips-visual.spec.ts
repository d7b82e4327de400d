import { portalApiPaths } from '@shared/portalApi';
import { portalTexts } from '@shared/texts';
import { card } from './support/dashboard';
import { expect, expectAccessible, test } from './support/fixtures';
import { fixtureUsers, storageStateOf } from './support/users';

/** PBI_VISUAL cards draw their one visual with the local renderer (no Power BI here); read-only, shared server. */
const texts = portalTexts.dashboard;

test.describe('petra.schneider', () => {
  test.use({ storageState: storageStateOf(fixtureUsers.petra), viewport: { width: 1400, height: 900 } });

  test("'Zinsbuch-Barwert' draws the line chart 'Barwert im Monatsverlauf' of its report page", async ({
    sharedPage: page,
  }) => {
    await page.goto('/');
    const visualCard = card(page, 'Zinsbuch-Barwert');
    await visualCard.scrollIntoViewIfNeeded();
    const figure = visualCard.getByRole('figure', { name: texts.visual('Barwert im Monatsverlauf') });
    // MUI's line chart: an SVG with the months along its x axis and the series named in its legend.
    await expect(figure.locator('svg').first()).toBeVisible();
    await expect(figure).toContainText('Jan');
    await expect(figure).toContainText('Barwert');
    await expect(visualCard.getByRole('link', { name: 'Zinsbuchsteuerung' })).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('max.muster on a phone', () => {
  test.use({ storageState: storageStateOf(fixtureUsers.max), viewport: { width: 375, height: 800 } });

  test("'Provisions-KPI' loads its key figures only when it comes near the viewport", async ({ sharedPage: page }) => {
    const embeds: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(portalApiPaths.reportEmbed)) embeds.push(request.url());
    });
    await page.goto('/');
    const visualCard = card(page, 'Provisions-KPI');
    await expect(visualCard).toBeAttached();
    const figure = visualCard.getByRole('figure', { name: texts.visual('Provision gesamt') });
    await expect(figure).toBeEmpty();
    expect(embeds).toEqual([]);

    await visualCard.scrollIntoViewIfNeeded();
    await expect(figure.getByRole('term')).toHaveText(['Provision aktuell', 'Provision Vorjahr', 'Veränderung in %']);
    await expect(figure.getByRole('definition').first()).toHaveText('1.735');
    expect(embeds).toHaveLength(1);
    await expectAccessible(page);
  });
});
