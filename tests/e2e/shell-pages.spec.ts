import type { Page } from '@playwright/test';
import { ANALYTICS_CONSENT_KEY } from '@shared/auth/dataLayer';
import { portalTexts, supportTexts, texts } from '@shared/texts';
import { cardNamesAfterScrolling } from './support/dashboard';
import { failedRequest } from './support/consoleGuard';
import { expect, expectAccessible, test } from './support/fixtures';
import { fixtureUsers, storageStateOf } from './support/users';

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const banner = (page: Page) => page.getByRole('banner');

/** Every page must fit a 360 px wide screen without scrolling sideways. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 360, height: 740 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectAccessible(page);
  if (viewport) await page.setViewportSize(viewport);
}

test.describe('pages of max.muster', () => {
  test.use({ storageState: storageStateOf(fixtureUsers.max) });

  test('Benutzerdaten', async ({ sharedPage: page }) => {
    await page.goto('/profile');
    await expect(h1(page, 'Benutzerdaten')).toBeVisible();
    const main = page.getByRole('main');
    for (const text of [
      'Max Mustermann',
      'max.muster',
      'Sparkasse Musterstadt (1)',
      'Radar-Nutzung (RADAR_USER)',
      'SPK_VERTRIEB',
      portalTexts.userDetails.email,
    ]) {
      await expect(main).toContainText(text);
    }
    await expect(page).toHaveTitle('Benutzerdaten – Kommunikationswelt Radar');
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);
  });

  test('Programmfreigabe and Rechte- und Rollenmodel', async ({ sharedPage: page }) => {
    await page.goto('/productInfo/programRelease');
    await expect(h1(page, 'Programmfreigabe')).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Kommunikationswelt Radar – Version 2026.11');
    await expect(page.getByRole('link', { name: portalTexts.productInfo.openProgramRelease })).toHaveAttribute(
      'href',
      'https://intranet.sparkassen-portal.example/freigaben/radar-2026-11-programmfreigabe.pdf',
    );
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);

    await page.goto('/productInfo/rightsAndRoles');
    await expect(h1(page, 'Rechte- und Rollenmodel')).toBeVisible();
    await expect(page.getByRole('main')).toContainText(
      'Die Portalrolle RADAR_USER berechtigt zur Nutzung der Anwendung',
    );
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);
  });

  test('the product-information dialog, and its error alert', async ({ sharedPage: page, expectConsoleMessages }) => {
    expectConsoleMessages(...failedRequest(500, '/backend/menu/productinfo/data'));
    await page.goto('/');
    await banner(page).getByRole('button', { name: portalTexts.header.openMenu }).click();
    await page.getByRole('button', { name: portalTexts.menu.productInfo }).click();
    const dialog = page.getByRole('dialog', { name: portalTexts.productInfo.dialogTitle });
    await expect(dialog).toContainText('Version 2026.11');
    await expect(dialog).toContainText('Standort Deutschland');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Schließen' }).click();

    await page.route('**/backend/menu/productinfo/data', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    await page.goto('/productInfo/rightsAndRoles');
    await expect(page.getByRole('main')).toContainText(
      `${portalTexts.productInfo.loadError}${texts.status.serverError}`,
      { timeout: 10_000 },
    );
    await expectAccessible(page);
  });

  test('Berichtsabonnements lists the user’s own subscriptions as links', async ({ sharedPage: page }) => {
    await page.goto('/reportsubscription/view');
    await expect(h1(page, 'Berichtsabonnements')).toBeVisible();
    const link = page.getByRole('link', { name: 'Kreditrisiko zum Monatsanfang' });
    await expect(link).toHaveAttribute('href', '/modules/4/reports/7');
    await expect(page.getByRole('main')).toContainText('Rhythmus: Monatlich');
    await expect(page.getByRole('link', { name: 'Vertriebsübersicht wöchentlich' })).toHaveAttribute(
      'href',
      '/modules/2/reports/1',
    );
    await expect(page.getByRole('main')).not.toContainText('Ertrag täglich');
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);
    await link.click();
    await expect(page).toHaveURL(/\/modules\/4\/reports\/7$/);
  });

  test('Exporte lists the user’s own exports and their files', async ({ sharedPage: page }) => {
    await page.goto('/reportexport/view');
    await expect(h1(page, 'Exporte')).toBeVisible();
    const main = page.getByRole('main');
    await expect(main).toContainText('Vertriebsübersicht Oktober 2026');
    await expect(main).toContainText('Angelegt am 02.11.2026');
    await expect(main).toContainText('vertriebsuebersicht-2026-11-20.pdf');
    await expect(main).toContainText('PDF, 470,8 KB, erzeugt am 19.11.2026');
    await expect(page.getByRole('link', { name: 'Vertriebsübersicht', exact: true })).toHaveAttribute(
      'href',
      '/modules/2/reports/1',
    );
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);
  });

  test('a workflow shows its steps in order with their links', async ({ sharedPage: page }) => {
    await page.goto('/workflow?workflow=2');
    await expect(h1(page, 'Workflow: Kreditprozess Firmenkunden')).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Unterstützt Marktfolge und Risikocontrolling');
    const steps = page.getByRole('main').getByRole('list').last().getByRole('listitem');
    await expect(steps).toHaveText([
      /1\s*Frühwarnsignale sichten/,
      /2\s*Rating und Sicherheiten prüfen/,
      /3\s*Branchenkonzentration bewerten/,
      /4\s*Kreditrisiko-Monitor dokumentieren/,
      /5\s*Ergebnis an das Risikocontrolling melden/,
    ]);
    await expect(page.getByRole('link', { name: 'Kreditrisiko-Monitor dokumentieren' })).toHaveAttribute(
      'href',
      '/docs/1012',
    );
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);
    await page.getByRole('link', { name: 'Frühwarnsignale sichten' }).click();
    await expect(page).toHaveURL(/\/modules\/4\/reports\/11$/);

    await page.goto('/workflow?workflow=99');
    await expect(page.getByRole('main')).toContainText(portalTexts.workflows.notFound);
    await expect(page.getByRole('link', { name: 'Jahresabschluss-Reporting' })).toHaveAttribute(
      'href',
      '/workflow?workflow=3',
    );
    await expectAccessible(page);
  });

  test('/error with module and report names the problem, the user and the way back', async ({ sharedPage: page }) => {
    await page.goto('/error?module=2&report=5');
    await expect(h1(page, 'Fehler')).toBeVisible();
    const main = page.getByRole('main');
    await expect(main).toContainText(portalTexts.error.reportProblem);
    await expect(main).toContainText(portalTexts.error.supportHint);
    for (const text of [
      'Max Mustermann',
      'Benutzer-ID',
      '1',
      'Sparkasse Musterstadt (1)',
      'Radar-Nutzung (RADAR_USER)',
    ]) {
      await expect(main).toContainText(text);
    }
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);
    await page.getByRole('button', { name: portalTexts.error.openSupport }).click();
    await expect(page.getByRole('dialog', { name: supportTexts.form.title })).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Schließen' }).click();
    await page.getByRole('link', { name: portalTexts.error.backHome }).click();
    await expect(h1(page, `Hallo, ${fixtureUsers.max.name}!`)).toBeVisible();
  });

  test('/error and unknown paths say the page does not exist or is not allowed', async ({ sharedPage: page }) => {
    for (const path of ['/error', '/gibt-es-nicht']) {
      await page.goto(path);
      await expect(h1(page, 'Fehler')).toBeVisible();
      await expect(page.getByRole('main')).toContainText(texts.portal.notFound);
      await expect(page.getByRole('main')).not.toContainText(portalTexts.error.reportProblem);
      await expect(page.getByRole('main')).toContainText('Sparkasse Musterstadt (1)');
      await expect(page.getByRole('link', { name: portalTexts.error.backHome })).toHaveAttribute('href', '/');
      await expectAccessible(page);
    }
  });

  test('the footer links Impressum and Datenschutz externally and opens Cookie-Einstellungen', async ({
    sharedPage: page,
  }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: /Impressum/ })).toHaveAttribute(
      'href',
      'https://www.dsgv.de/impressum.html',
    );
    await expect(footer.getByRole('link', { name: /Datenschutz/ })).toHaveAttribute(
      'href',
      'https://www.dsgv.de/datenschutz.html',
    );
    await expect(footer.getByRole('link', { name: /Impressum/ })).toHaveAttribute('target', '_blank');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Deutscher Sparkassen- und Giroverband e. V.`);
    // Scrolled into view, the footer makes the grid render and measure further cards, which can move the footer
    // between a pointer's aim and its click (a click on a card was seen): the button is pressed from the keyboard.
    await cardNamesAfterScrolling(page);
    await footer.getByRole('button', { name: portalTexts.menu.cookieSettings }).press('Enter');
    await expect(page.getByRole('dialog', { name: portalTexts.privacy.title })).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('privacy centre', () => {
  test.use({ storageState: storageStateOf(fixtureUsers.hanna) });

  const events = (page: Page) =>
    page.evaluate(() => (window.dataLayer ?? []).map((event) => JSON.stringify(event)).join('\n'));
  const goToProfileThroughTheMenu = async (page: Page) => {
    await banner(page).getByRole('button', { name: portalTexts.header.openMenu }).click();
    await page.getByRole('link', { name: 'Benutzerdaten' }).click();
    await expect(h1(page, 'Benutzerdaten')).toBeVisible();
  };

  test('no analytics event leaves the page without consent; consent is given, remembered and withdrawn', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(h1(page, `Hallo, ${fixtureUsers.hanna.name}!`)).toBeVisible();
    await goToProfileThroughTheMenu(page);
    expect(await events(page)).toBe('');

    await page.getByRole('contentinfo').getByRole('button', { name: portalTexts.menu.cookieSettings }).click();
    const dialog = page.getByRole('dialog', { name: portalTexts.privacy.title });
    await expect(dialog.getByRole('switch', { name: portalTexts.privacy.analyticsSwitch })).not.toBeChecked();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: portalTexts.privacy.acceptAll }).click();
    await expect(page.getByRole('status').filter({ hasText: portalTexts.privacy.saved })).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), ANALYTICS_CONSENT_KEY)).toBe('granted');

    await page.goto('/');
    await goToProfileThroughTheMenu(page);
    expect(await events(page)).toContain('"path":"/profile"');

    await banner(page).getByRole('button', { name: portalTexts.header.openMenu }).click();
    await page.getByRole('button', { name: portalTexts.menu.cookieSettings }).click();
    await expect(dialog.getByRole('switch', { name: portalTexts.privacy.analyticsSwitch })).toBeChecked();
    await dialog.getByRole('switch', { name: portalTexts.privacy.analyticsSwitch }).uncheck();
    await dialog.getByRole('button', { name: portalTexts.privacy.save }).click();
    expect(await page.evaluate((key) => localStorage.getItem(key), ANALYTICS_CONSENT_KEY)).toBe('denied');

    await page.goto('/');
    await goToProfileThroughTheMenu(page);
    expect(await events(page)).toBe('');
  });
});

test.describe('pages of gabi.analytics', () => {
  test.use({ storageState: storageStateOf(fixtureUsers.gabi) });

  test('Berichtsabonnements and Exporte say when there is nothing', async ({ sharedPage: page }) => {
    await page.goto('/reportsubscription/view');
    await expect(page.getByRole('main')).toContainText(portalTexts.subscriptions.empty);
    await expectAccessible(page);
    await page.goto('/reportexport/view');
    await expect(page.getByRole('main')).toContainText(portalTexts.exports.empty);
    await expectAccessible(page);
  });

  test('a failed query shows the global alert in German, without its query key, in the snackbar', async ({
    sharedPage: page,
    expectConsoleMessages,
  }) => {
    expectConsoleMessages(...failedRequest(500, '/backend/api/admin/v1/workflow/all'));
    await page.route('**/backend/api/admin/v1/workflow/all', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    await page.goto('/profile');
    await expect(page.getByRole('alert')).toHaveText(`${texts.query.fetchError}${texts.status.serverError}`, {
      timeout: 10_000,
    });
    await expectAccessible(page);
  });
});
