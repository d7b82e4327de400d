import { API_BASE } from '@shared/api/paths';
import { portalApiPaths, type ModulePage } from '@shared/portalApi';
import { card, cardNames, cardNamesAfterScrolling, dashboardTexts, moduleGrid } from './support/dashboard';
import { expect, expectAccessible, test } from './support/fixtures';
import { fixtureUsers, storageStateOf } from './support/users';

/** The dashboard as max.muster on the shared server; nothing here changes data. */
test.use({ storageState: storageStateOf(fixtureUsers.max) });

const maxModules = [
  'Meine Favoriten',
  'Vertriebssteuerung',
  'Kreditrisiko',
  'Aktuelles aus dem Verband',
  'Controlling-Cockpit',
  'Externe Marktdaten (nicht freigegeben)',
  'Hilfe & Support',
  'Hinweis: Jahresendarbeiten',
  'Hinweise zur Datenqualität',
  'Provisions-KPI',
  'Ratgeber auf sparkasse.de',
  'Vertriebskampagne Herbst',
  'Willkommen im Radar',
];

test('shows max.muster his modules, favourites module and favourites first, and nothing else', async ({
  sharedPage: page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: `Hallo, ${fixtureUsers.max.name}!` })).toBeVisible();
  await expect.poll(() => cardNamesAfterScrolling(page)).toEqual(maxModules);
  await expect(card(page, 'Sondermodul Vorstand')).toHaveCount(0);
  await expectAccessible(page);
});

test('renders every module type with its content', async ({ sharedPage: page }) => {
  await page.addInitScript(() => {
    (window as unknown as { alerted: number }).alerted = 0;
    window.alert = () => {
      (window as unknown as { alerted: number }).alerted += 1;
    };
  });
  await page.goto('/');
  await expect.poll(() => cardNamesAfterScrolling(page)).toEqual(maxModules);
  // IMAGE: the image with its alt text and size, linked
  const image = card(page, 'Willkommen im Radar').getByRole('img', { name: 'Willkommen im Kommunikationswelt Radar' });
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute('width', '1200');
  await expect(image).toHaveAttribute('src', /^blob:/);
  await expect(card(page, 'Willkommen im Radar').getByRole('link')).toHaveAttribute('href', '/docs/1001');
  // HTML
  await expect(card(page, 'Aktuelles aus dem Verband').getByRole('heading', { level: 3 })).toHaveText(
    'Aktuelles aus dem Verband',
  );
  // TEMPORARY: its text and the remove icon
  const temporary = card(page, 'Hinweis: Jahresendarbeiten');
  await expect(temporary).toContainText('Jahresendarbeiten 2026');
  await expect(
    temporary.getByRole('button', { name: dashboardTexts.removeModule('Hinweis: Jahresendarbeiten') }),
  ).toBeVisible();
  // PBI_REPORT: its reports, favourites first, each with a star
  const reports = card(page, 'Vertriebssteuerung').getByRole('list', {
    name: dashboardTexts.reportsOf('Vertriebssteuerung'),
  });
  await expect(reports.getByRole('listitem')).toHaveCount(6);
  await expect(reports.getByRole('link').first()).toHaveText('Provisionsergebnis');
  await expect(reports.getByRole('link').first()).toHaveAttribute('href', '/modules/2/reports/6');
  await expect(
    reports.getByRole('button', { name: dashboardTexts.removeFavorite('Provisionsergebnis') }),
  ).toBeVisible();
  // PBI_REPORT_FAVORITE: fixed icon, no toggle, the favourite reports
  const favourites = card(page, 'Meine Favoriten');
  await expect(favourites.getByRole('img', { name: dashboardTexts.favoritesModuleIcon })).toBeVisible();
  await expect(favourites.getByRole('button', { name: dashboardTexts.addFavorite('Meine Favoriten') })).toHaveCount(0);
  await expect(favourites.getByRole('link', { name: 'Kreditrisiko-Monitor' })).toHaveAttribute(
    'href',
    '/modules/4/reports/7',
  );
  // PBI_VISUAL: the visual and its report
  const visual = card(page, 'Provisions-KPI');
  await expect(visual.getByRole('figure', { name: dashboardTexts.visual('Provision gesamt') })).toBeAttached();
  await expect(visual.getByRole('link', { name: 'Provisionsergebnis' })).toBeVisible();
  // IFRAME: whitelisted embedded, other not
  await expect(card(page, 'Ratgeber auf sparkasse.de').locator('iframe')).toHaveAttribute(
    'src',
    'https://www.sparkasse.de/pk/ratgeber.html',
  );
  const refused = card(page, 'Externe Marktdaten (nicht freigegeben)');
  await expect(refused).toContainText(dashboardTexts.iframeNotAllowed);
  await expect(refused.locator('iframe')).toHaveCount(0);
  // EXTERNAL_TILE: link and media image
  const tile = card(page, 'Hilfe & Support');
  await expect(tile.getByRole('link', { name: 'Hilfe öffnen' })).toHaveAttribute('href', '/docs/1013');
  await expect(tile.locator('img')).toHaveAttribute('src', /^blob:/);
  // HTML with script and event-handler payloads: shown, but nothing runs
  const attacked = card(page, 'Hinweise zur Datenqualität');
  await expect(attacked).toContainText('werktäglich bis 7:00 Uhr');
  await expect(attacked.locator('script')).toHaveCount(0);
  await expect(attacked.locator('[onerror]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { alerted: number }).alerted)).toBe(0);
  await expectAccessible(page);
});

test('shows "Module type not found!" for a type it does not know', async ({ sharedPage: page }) => {
  await page.route(`**${API_BASE}${portalApiPaths.modules}**`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as ModulePage;
    for (const entry of body.content) if (entry.moduleDto.id === 6) entry.moduleDto.moduleType = 'LINK';
    await route.fulfill({ response, json: body });
  });
  await page.goto('/');
  await expect.poll(() => cardNamesAfterScrolling(page)).toEqual(maxModules);
  await expect(card(page, 'Aktuelles aus dem Verband')).toContainText(dashboardTexts.moduleTypeNotFound);
  await expectAccessible(page);
});

test('filter chips: favourites, a category, a user group, and back to all', async ({ sharedPage: page }) => {
  await page.goto('/');
  await expect.poll(() => cardNamesAfterScrolling(page)).toEqual(maxModules);
  const chips = page.getByRole('group', { name: dashboardTexts.filterLabel });
  await expect(chips.getByRole('button').first()).toHaveText(dashboardTexts.filterAll);
  await expect(chips.getByRole('button', { name: dashboardTexts.filterAll })).toHaveAttribute('aria-pressed', 'true');

  await chips.getByRole('button', { name: dashboardTexts.filterFavorites }).click();
  await expect
    .poll(() => cardNames(page))
    .toEqual(['Meine Favoriten', 'Vertriebssteuerung', 'Kreditrisiko', 'Aktuelles aus dem Verband']);
  await expectAccessible(page);

  await chips.getByRole('button', { name: dashboardTexts.categoryChip('Risiko') }).click();
  await expect.poll(() => cardNames(page)).toEqual(['Kreditrisiko']);

  await expect(chips.getByRole('button').filter({ hasText: /^Vertrieb$/ })).toHaveCount(1);
  await chips.getByRole('button', { name: dashboardTexts.userGroupChip('Vertrieb') }).click();
  await expect(chips.getByRole('button', { name: dashboardTexts.userGroupChip('Vertrieb') })).toHaveText(
    dashboardTexts.userGroupChip('Vertrieb'),
  );
  await expect
    .poll(() => cardNames(page))
    .toEqual(['Vertriebssteuerung', 'Provisions-KPI', 'Vertriebskampagne Herbst']);

  await chips.getByRole('button', { name: dashboardTexts.filterAll }).click();
  await expect.poll(() => cardNamesAfterScrolling(page)).toEqual(maxModules);
});

test('search matches module and report names, keeps the favourites module, greys non-matching reports', async ({
  sharedPage: page,
}) => {
  await page.goto('/');
  await expect.poll(() => cardNamesAfterScrolling(page)).toEqual(maxModules);
  const search = page.getByRole('searchbox', { name: dashboardTexts.searchLabel });
  await search.fill('KREDITRISIKO');
  await expect.poll(() => cardNames(page)).toEqual(['Meine Favoriten', 'Kreditrisiko']);
  const monitor = card(page, 'Kreditrisiko').getByRole('listitem').filter({ hasText: 'Kreditrisiko-Monitor' });
  await expect(monitor).not.toHaveAttribute('data-not-found');
  const favourites = card(page, 'Meine Favoriten').getByRole('listitem');
  await expect(favourites.last()).toHaveAttribute('data-not-found', 'true');
  await expect(favourites.first()).toContainText('Kreditrisiko-Monitor');
  await expectAccessible(page);

  await search.fill('provision');
  await expect.poll(() => cardNames(page)).toEqual(['Meine Favoriten', 'Vertriebssteuerung', 'Provisions-KPI']);

  await search.fill('(.*');
  const noResults = page.getByRole('status').filter({ hasText: dashboardTexts.noResults });
  await expect(noResults).toContainText(dashboardTexts.noMatches('(.*'));
  await expect.poll(() => cardNames(page)).toEqual([]);
  await expectAccessible(page);

  await noResults.getByRole('button', { name: dashboardTexts.resetSearch }).click();
  await expect(search).toHaveValue('');
  await expect.poll(() => cardNamesAfterScrolling(page)).toEqual(maxModules);
});

for (const [width, columns] of [
  [1400, 4],
  [1100, 3],
  [800, 2],
] as const) {
  test(`${columns} columns at ${width} px, each card in the shortest column`, async ({ sharedPage: page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await expect.poll(() => cardNamesAfterScrolling(page)).toEqual(maxModules);
    await expect(moduleGrid(page)).toHaveAttribute('data-columns', String(columns));
    const lefts = await moduleGrid(page)
      .getByRole('article')
      .evaluateAll((cards) => cards.map((c) => Math.round(c.getBoundingClientRect().left)));
    expect(new Set(lefts).size).toBe(columns);
    const [first, second] = await moduleGrid(page)
      .getByRole('article')
      .evaluateAll((cards) => cards.slice(0, 2).map((c) => c.getBoundingClientRect().toJSON() as DOMRect));
    // The favourites module (1×1), then Vertriebssteuerung (2×2) beside it (below it with two columns), 12 px
    // apart; 350 px per height span.
    if (columns > 2) expect(Math.round((second?.left ?? 0) - (first?.right ?? 0))).toBe(12);
    else expect(Math.round((second?.top ?? 0) - (first?.bottom ?? 0))).toBe(12);
    expect(Math.round(first?.height ?? 0)).toBe(350);
    expect(Math.round(second?.height ?? 0)).toBe(712);
    await expectAccessible(page);
  });
}
