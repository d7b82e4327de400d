import type { Locator, Page } from '@playwright/test';
import { supportTexts } from '@shared/texts';
import { startServer, type E2eServer } from './support/server';
import { expect, expectAccessible, test } from './support/fixtures';
import { fixtureUsers, storageStateOf } from './support/users';

/** Back-office screens that showed technical text (ids, JSON, HTML): what each role reads there now. */
test.use({ viewport: { width: 1400, height: 900 } });
const slowExpect = expect.configure({ timeout: 20_000 });

const urlCheck = supportTexts.urlCheck;

/** The grid's body rows (the first row group is the header). */
const bodyRows = (page: Page) => page.getByRole('rowgroup').nth(1).getByRole('row');

/** A part of the URL check's answer, by its heading. */
const sectionOf = (result: Locator, heading: string) =>
  result.locator('section').filter({ has: result.page().getByRole('heading', { name: heading, exact: true }) });

/** The terms of a definition list with their values. */
const factsOf = (section: Locator): Promise<Record<string, string>> =>
  section
    .locator('dt')
    .evaluateAll((terms) =>
      Object.fromEntries(terms.map((term) => [term.textContent, term.nextElementSibling?.textContent ?? ''])),
    );

test.describe('hanna.handbuch (manual editor)', () => {
  test.use({ storageState: storageStateOf(fixtureUsers.hanna) });

  test("'Handbuch-Berichte' names the reports, in the list and in the form", async ({ sharedPage: page }) => {
    await page.goto('/admin/manual/DocsReports');
    await slowExpect(page.getByRole('heading', { level: 1, name: 'Handbuch-Berichte' })).toBeVisible();
    for (const report of ['Vertriebsübersicht', 'Kreditrisiko-Monitor', 'Verbandsvergleich Kennzahlen']) {
      await slowExpect(bodyRows(page).getByRole('cell', { name: report, exact: true }).first()).toBeVisible();
    }
    // The records' own ids are 1–6; the reports' ids 7, 44, 45 and 46 are no cell's text any more.
    for (const id of ['7', '44', '45', '46']) {
      await expect(bodyRows(page).getByRole('cell', { name: id, exact: true })).toHaveCount(0);
    }
    await expectAccessible(page);

    await bodyRows(page)
      .filter({ hasText: 'Kreditrisiko-Monitor' })
      .getByRole('link', { name: /^Bearbeiten/ })
      .click();
    await slowExpect(page.getByRole('heading', { level: 2, name: 'Bearbeiten' })).toBeVisible();
    await slowExpect(page.getByRole('combobox', { name: 'Bericht' })).toHaveValue('Kreditrisiko-Monitor');
    await page.getByRole('combobox', { name: 'Bericht' }).fill('Verbandsvergleich');
    await expect(page.getByRole('option', { name: 'Verbandsvergleich Kennzahlen' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expectAccessible(page);
  });
});

test.describe('anna.admin', () => {
  test.use({ storageState: storageStateOf(fixtureUsers.anna) });

  test('an id reads as written: 4711, not 4.711, in the grid and the form', async ({ sharedPage: page }) => {
    await page.goto('/admin/ContactInformation');
    await slowExpect(page.getByRole('heading', { level: 1, name: 'Berichtsbasierte Ticketfreigabe' })).toBeVisible();
    const row = bodyRows(page).filter({ hasText: 'Vertriebsübersicht' });
    await slowExpect(row.getByRole('cell', { name: '4711', exact: true })).toBeVisible();
    await expect(page.getByText(/\b\d\.\d{3}\b/)).toHaveCount(0);
    await expectAccessible(page);

    await row.getByRole('link', { name: /^Bearbeiten/ }).click();
    await slowExpect(page.getByRole('spinbutton', { name: 'Jira-Unterkomponente' })).toHaveValue('4711');
  });

  test('the URL check answers in German labelled text, not JSON', async ({ sharedPage: page }) => {
    await page.goto('/admin/ReportUrlCheck');
    const dialog = page.getByRole('dialog', { name: urlCheck.title });
    await dialog.getByRole('textbox', { name: urlCheck.field }).fill('https://radar.example/modules/2/reports/1');
    await dialog.getByRole('button', { name: urlCheck.check }).click();
    const result = dialog.getByRole('region', { name: urlCheck.result });
    await slowExpect(result).toBeVisible();
    expect(await factsOf(result.locator('section').first())).toEqual({
      'Geprüfter Pfad': 'modules/2/reports/1',
      'Bericht im Modul': 'Ja',
    });
    expect(await factsOf(sectionOf(result, 'Modul'))).toMatchObject({
      Name: 'Vertriebssteuerung',
      Modultyp: 'PBI-Bericht',
    });
    expect(await factsOf(sectionOf(result, 'Bericht'))).toMatchObject({
      Name: 'Vertriebsübersicht',
      Kurzlink: '/s/rv-9e3779b1',
    });
    expect(await factsOf(sectionOf(result, 'Berechtigte'))).toMatchObject({
      'Über ZBV-Rollen': 'SPK_VERTRIEB (alle Organisationen)',
    });
    expect(await factsOf(sectionOf(result, 'Support-Kontakt'))).toMatchObject({
      'Jira-Unterkomponente': '4711',
      Kontakteintrag: 'eigener Eintrag des Berichts',
    });
    await expect(result).not.toContainText('{');
    await expect(result).not.toContainText('reportIsInModule');
    await expectAccessible(page);
  });
});

test.describe('the audit of an HTML card (anna.admin on a server of its own)', () => {
  test.describe.configure({ timeout: 120_000 });
  let server: E2eServer;
  test.beforeAll(async () => {
    server = await startServer();
  });
  test.afterAll(() => server.stop());

  test("'Eigenschaften' reads as a labelled change: HTML as text, long values shortened", async ({ browser }) => {
    const page = await (await server.contextAs(browser, fixtureUsers.anna)).newPage();
    await page.goto('/admin/accessControl/Modules');
    await page.getByRole('link', { name: 'Bearbeiten: Aktuelles aus dem Verband' }).click();
    const html = page.getByRole('textbox', { name: 'HTML-Inhalt' });
    await slowExpect(html).toBeVisible();
    const sentence = 'Die Verbandsversammlung tagt am 3. Dezember in Musterstadt, mit Berichten aus allen Instituten.';
    const paragraph = Array<string>(4).fill(sentence).join(' ');
    await html.fill(`<h3>Verbandsnews</h3><p>${paragraph}</p>`);
    await page.getByRole('button', { name: 'Speichern' }).click();
    await slowExpect(page.getByText('Eintrag geändert')).toBeVisible();

    await page.goto('/admin/AuditLog');
    await bodyRows(page)
      .first()
      .getByRole('link', { name: /^Anzeigen/ })
      .click();
    const diff = page.getByRole('table', { name: 'Änderung' });
    const row = diff.getByRole('row', { name: /^Eigenschaften: HTML-Inhalt/ });
    await slowExpect(row).toBeVisible();
    const [before, after] = [row.getByRole('cell').nth(0), row.getByRole('cell').nth(1)];
    await expect(before).toHaveText(/^Aktuelles aus dem Verband Der Sparkassenverband .* … ganz anzeigen$/);
    await expect(after).toHaveText(/^Verbandsnews Die Verbandsversammlung tagt .* … ganz anzeigen$/);
    await expect(diff).not.toContainText('<');
    await expect(diff).not.toContainText('{');
    await expect(page.getByText(/^Unverändert: ID, Name, Kurzname, /)).toBeVisible();
    await expectAccessible(page);

    await after.getByRole('button', { name: 'Eigenschaften: HTML-Inhalt, Nachher: ganz anzeigen' }).click();
    await expect(after).toHaveText(`Verbandsnews ${paragraph} kürzer anzeigen`);
    await page.close();
  });
});
