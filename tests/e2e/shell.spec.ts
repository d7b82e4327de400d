import type { Locator, Page } from '@playwright/test';
import { adminRoutes, adminSections, type AdminSectionKey } from '@shared/routes';
import { portalTexts, supportTexts } from '@shared/texts';
import { expect, expectAccessible, test } from './support/fixtures';
import { fixtureUsers, storageStateOf, type FixtureUser } from './support/users';

const header = portalTexts.header;
const signedInUsers = [fixtureUsers.max, fixtureUsers.anna, fixtureUsers.gabi, fixtureUsers.kurt, fixtureUsers.hanna];

const banner = (page: Page) => page.getByRole('banner');
const openMenu = async (page: Page) => {
  await banner(page).getByRole('button', { name: header.openMenu }).click();
  const drawer = page.getByRole('dialog', { name: portalTexts.menu.title });
  await expect(drawer).toBeVisible();
  return drawer;
};

for (const user of signedInUsers) {
  test.describe(`header as ${user.username}`, () => {
    test.use({ storageState: storageStateOf(user) });

    test('labels on /, on a deep page and in a fresh tab', async ({ sharedPage: page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: `Hallo, ${user.name}!` })).toBeVisible();
      await expect(banner(page).getByRole('button', { name: header.home })).toBeDisabled();
      const manual = banner(page).getByRole('link', { name: header.manualNewTab });
      await expect(manual).toHaveAttribute('href', '/docs');
      await expect(manual).toHaveAttribute('target', '_blank');
      await expect(banner(page).getByRole('button', { name: header.support, exact: true })).toBeVisible();
      await expect(banner(page).getByRole('button', { name: 'Abmelden' })).toBeVisible();
      await expect(banner(page).getByRole('button', { name: header.userDetails(user.name) })).toBeVisible();
      await expectAccessible(page);

      await (await openMenu(page)).getByRole('link', { name: 'Benutzerdaten' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Benutzerdaten' })).toBeVisible();
      const back = banner(page).getByRole('button', { name: header.back });
      await expect(back).toBeEnabled();
      await expectAccessible(page);
      await back.click();
      await expect(page).toHaveURL(/\/$/);
      await expect(banner(page).getByRole('button', { name: header.home })).toBeDisabled();

      const [manualTab] = await Promise.all([page.context().waitForEvent('page'), manual.click()]);
      await expect(manualTab).toHaveURL(/\/docs$/);
      await expect(manualTab.getByRole('heading', { level: 1, name: 'Handbuch' })).toBeVisible();
      const close = manualTab.getByRole('banner').getByRole('button', { name: header.close });
      await expect(close).toBeVisible();
      await expect(manualTab.getByRole('banner').getByRole('button', { name: header.back })).toHaveCount(0);
      await expectAccessible(manualTab);
      const closed = manualTab.waitForEvent('close');
      // The tab may close before Playwright has finished its click: only that is not an error.
      await close.click().catch((error: unknown) => {
        if (!manualTab.isClosed()) throw error;
      });
      await closed;
    });
  });
}

test.describe('header', () => {
  test.use({ storageState: storageStateOf(fixtureUsers.max) });

  test('Zurück leads to / when the app has no earlier page in this tab', async ({ sharedPage: page }) => {
    await page.goto('/');
    await page.goto('/reportexport/view');
    await expect(page.getByRole('heading', { level: 1, name: 'Exporte' })).toBeVisible();
    await banner(page).getByRole('button', { name: header.back }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: `Hallo, ${fixtureUsers.max.name}!` })).toBeVisible();
  });

  test('is compact on report pages and short links', async ({ sharedPage: page }) => {
    for (const path of ['/modules/2/reports/5', '/s/rv-17156075']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Beratungsgespräche' })).toBeVisible();
      const box = await banner(page).boundingBox();
      expect(box?.height).toBeLessThanOrEqual(48);
      await expect(banner(page).getByRole('link', { name: header.manualNewTab })).not.toContainText(header.manual);
      await expectAccessible(page);
    }
    await page.goto('/profile');
    expect((await banner(page).boundingBox())?.height).toBeGreaterThan(48);
  });

  test('Support opens the Support-Anfrage dialog', async ({ sharedPage: page }) => {
    await page.goto('/profile');
    await banner(page).getByRole('button', { name: header.support, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: supportTexts.form.title });
    await expect(dialog.getByRole('radio', { name: supportTexts.form.reasons.REPORT })).toBeChecked();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Schließen' }).click();
    await expect(dialog).toBeHidden();
  });

  test('the user’s name opens the user-details dialog', async ({ sharedPage: page }) => {
    await page.goto('/');
    await banner(page)
      .getByRole('button', { name: header.userDetails(fixtureUsers.max.name) })
      .click();
    const dialog = page.getByRole('dialog', { name: portalTexts.userDetails.title });
    for (const text of ['Max Mustermann', 'Benutzer-ID', 'Sparkasse Musterstadt (1)', 'Radar-Nutzung (RADAR_USER)']) {
      await expect(dialog).toContainText(text);
    }
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Schließen' }).click();
    await expect(dialog).toBeHidden();
  });
});

interface MenuCase {
  user: FixtureUser;
  adminSections: AdminSectionKey[];
  wizard: boolean;
  /** GA customer admins do not see the items flagged GA-admin. */
  gaAdminItems?: boolean;
}

const menuCases: MenuCase[] = [
  { user: fixtureUsers.max, adminSections: [], wizard: false },
  { user: fixtureUsers.anna, adminSections: ['system', 'zbv', 'accessControl', 'pbi', 'pbiExports'], wizard: true },
  { user: fixtureUsers.gabi, adminSections: ['googleAnalytics'], wizard: false, gaAdminItems: true },
  { user: fixtureUsers.kurt, adminSections: ['googleAnalytics'], wizard: false, gaAdminItems: false },
  { user: fixtureUsers.hanna, adminSections: ['manual'], wizard: false },
];
const fixtureWorkflows = ['Neukunden-Onboarding', 'Kreditprozess Firmenkunden', 'Jahresabschluss-Reporting'];
const sectionLabel = (key: AdminSectionKey) => adminSections.find((section) => section.key === key)?.label ?? key;
const menu = portalTexts.menu;

for (const { user, adminSections: sections, wizard, gaAdminItems = true } of menuCases) {
  test.describe(`menu of ${user.username}`, () => {
    test.use({ storageState: storageStateOf(user) });

    test('shows exactly the entries the user may open', async ({ sharedPage: page }) => {
      await page.goto('/');
      const drawer = await openMenu(page);
      const groups = drawer.getByRole('navigation').getByRole('list');
      const expectedGroups = [
        menu.personal,
        menu.information,
        menu.workflows,
        ...sections.map(sectionLabel),
        menu.settings,
      ];
      await expect(groups).toHaveCount(expectedGroups.length);
      const entries = (label: string) => drawer.getByRole('list', { name: label, exact: true }).getByRole('listitem');

      await expect(entries(menu.personal)).toHaveText(['Benutzerdaten', 'Berichtsabonnements', 'Exporte']);
      await expect(entries(menu.information)).toHaveText([
        'Programmfreigabe',
        'Rechte- und Rollenmodel',
        menu.productInfo,
        `${menu.trainingOffer} ${menu.newTab}`,
      ]);
      await expect(drawer.getByRole('link', { name: new RegExp(menu.trainingOffer) })).toHaveAttribute(
        'href',
        'https://www.sparkassenakademie.de',
      );
      await expect(entries(menu.workflows)).toHaveText([
        ...fixtureWorkflows,
        ...(wizard ? ['Wizardkonfiguration', 'Dokumentation'] : []),
      ]);
      await expect(drawer.getByRole('link', { name: 'Kreditprozess Firmenkunden' })).toHaveAttribute(
        'href',
        '/workflow?workflow=2',
      );
      for (const key of sections) {
        const routes = adminRoutes.filter((route) => route.section === key && (gaAdminItems || !route.gaAdminOnly));
        await expect(entries(sectionLabel(key))).toHaveText(routes.map((route) => route.title));
        for (const route of routes) {
          await expect(drawer.getByRole('link', { name: route.title, exact: true })).toHaveAttribute(
            'href',
            route.path,
          );
        }
      }
      if (!gaAdminItems) {
        await expect(drawer.getByRole('link', { name: 'GA-Berechtigungen', exact: true })).toHaveCount(0);
      }
      await expect(entries(menu.settings)).toHaveText([menu.cookieSettings, menu.darkMode]);
      await expectAccessible(page);
    });
  });
}

test.describe('menu drawer', () => {
  test.use({ storageState: storageStateOf(fixtureUsers.max) });

  test('is 384 px wide, locks the page scroll while open and closes on a click outside', async ({
    sharedPage: page,
  }) => {
    await page.setViewportSize({ width: 1024, height: 500 });
    await page.goto('/reportexport/view');
    await expect(page.getByRole('heading', { level: 1, name: 'Exporte' })).toBeVisible();
    const scrollY = () => page.evaluate(() => window.scrollY);

    const drawer = await openMenu(page);
    expect((await drawer.boundingBox())?.width).toBeCloseTo(384, 0);
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await page.mouse.move(300, 300);
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(300);
    expect(await scrollY()).toBe(0);

    await page.mouse.click(100, 300);
    await expect(drawer).toBeHidden();
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    await page.mouse.wheel(0, 600);
    await expect.poll(scrollY).toBeGreaterThan(0);
  });

  test('fills a 360 px screen and closes with Escape', async ({ sharedPage: page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    await expect(banner(page).getByRole('button', { name: header.home })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const drawer = await openMenu(page);
    expect((await drawer.boundingBox())?.width).toBeCloseTo(360, 0);
    await expect(drawer.getByRole('button', { name: 'Abmelden' })).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  });
});

test.describe('motion', () => {
  test.use({ storageState: storageStateOf(fixtureUsers.max) });

  /** The longest of the drawer's CSS transitions, in seconds. */
  const longestTransition = (drawer: Locator) =>
    drawer.evaluate((element) =>
      Math.max(
        ...getComputedStyle(element)
          .transitionDuration.split(',')
          .map((seconds) => parseFloat(seconds)),
      ),
    );

  // The suite asks for reduced motion (playwright.config.ts, decision 118); this test also checks the default.
  test('the menu drawer moves for a user by default and not for one who asks for reduced motion', async ({
    sharedPage: page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/');
    let drawer = await openMenu(page);
    expect(await longestTransition(drawer)).toBeGreaterThanOrEqual(0.2);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    await page.emulateMedia({ reducedMotion: 'reduce' });
    drawer = await openMenu(page);
    expect(await longestTransition(drawer)).toBeLessThan(0.001);
  });
});
