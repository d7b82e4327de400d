import type { BrowserContext, Page } from '@playwright/test';
import { DATA_BASE } from '@shared/api/paths';
import { roleChangeTexts } from '@shared/texts';
import { failedRequest } from './support/consoleGuard';
import { startServer, type E2eServer } from './support/server';
import { expect, expectAccessible, test } from './support/fixtures';
import { fixtureUsers } from './support/users';

/** The editors of the Access control and System sections as anna.admin, on a server of its own. */
test.describe.configure({ mode: 'serial', timeout: 90_000 });
const slowExpect = expect.configure({ timeout: 20_000 });

let server: E2eServer;
let anna: BrowserContext;

test.beforeAll(async ({ browser }) => {
  server = await startServer();
  anna = await server.contextAs(browser, fixtureUsers.anna);
});
test.afterAll(() => server.stop());

async function open(path: string, heading: string): Promise<Page> {
  const page = await anna.newPage();
  await page.goto(path);
  await slowExpect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  return page;
}

test('the module editor shows the properties of the module type and checks them', async () => {
  const page = await open('/admin/accessControl/Modules/9', 'Bearbeiten');
  await expect(page.getByRole('heading', { name: 'Eigenschaften für den Modultyp „iFrame“' })).toBeVisible();
  const url = page.getByLabel('iFrame-URL');
  await expect(url).toHaveValue('https://www.sparkasse.de/pk/ratgeber.html');
  await expectAccessible(page);

  await url.fill('https://example.org/fremd');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Diese Adresse ist nicht freigegeben (siehe „Freigegebene URLs“).')).toBeVisible();

  await page.getByRole('combobox', { name: 'Modultyp' }).click();
  await page.getByRole('option', { name: 'Bild' }).click();
  await expect(page.getByRole('heading', { name: 'Eigenschaften für den Modultyp „Bild“' })).toBeVisible();
  await expect(page.getByLabel('iFrame-URL')).toHaveCount(0);
  for (const label of [
    'Bild-URL',
    'Bildbreite (px)',
    'Bildhöhe (px)',
    'Alternativtext',
    'Link beim Klick auf das Bild',
  ]) {
    await expect(page.getByLabel(label, { exact: false }).first()).toBeVisible();
  }
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Pflichtfeld für diesen Modultyp').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Datei hochladen' })).toBeVisible();
  await page.close();
});

/** Pairs of a helper or error text and another field's label whose boxes overlap on the page. */
const overlappingHelperTexts = (page: Page) =>
  page.evaluate(() => {
    const boxes = (selector: string) =>
      [...document.querySelectorAll(selector)].map((element) => ({
        element,
        text: element.textContent ?? '',
        box: element.getBoundingClientRect(),
      }));
    const labels = boxes('form label');
    return boxes('form .MuiFormHelperText-root').flatMap((helper) =>
      labels
        .filter(
          ({ element, box }) =>
            helper.text.replace(/[\s\u200b]/g, '') !== '' &&
            !element.closest('.MuiFormControl-root')?.contains(helper.element) &&
            box.top < helper.box.bottom &&
            helper.box.top < box.bottom &&
            box.left < helper.box.right &&
            helper.box.left < box.right,
        )
        .map((label) => `${helper.text} / ${label.text}`),
    );
  });

test('an emptied required field says "Pflichtfeld" without English words, and no message covers a label', async () => {
  const page = await open('/admin/accessControl/Modules/9', 'Bearbeiten');
  const name = page.getByRole('textbox', { name: 'Name', exact: true });
  await name.fill('');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(name).toHaveAccessibleDescription(/Pflichtfeld/);
  await expect(page.getByText(/erwartet|string|undefined/)).toHaveCount(0);
  expect(await overlappingHelperTexts(page)).toEqual([]);
  await expectAccessible(page);
  await page.close();
});

test('the notification editor previews the HTML sanitised and checks the period', async () => {
  const page = await open('/systemSettings/notifications/create', 'Anlegen');
  await page.getByLabel('Titel').fill('Wartung am Wochenende');
  await page
    .getByLabel('Nachricht (HTML)')
    .fill(
      '<p>Hallo <strong>Team</strong><img src=x onerror="document.body.dataset.hacked=1"></p><script>document.body.dataset.hacked=2</script>',
    );
  const preview = page.getByRole('region', { name: 'Vorschau (so sehen Nutzer die Nachricht)' });
  await expect(preview.getByText('Team')).toHaveJSProperty('tagName', 'STRONG');
  await expect(preview.locator('script')).toHaveCount(0);
  await expect(preview.locator('img[onerror]')).toHaveCount(0);
  await expect(page.locator('body[data-hacked]')).toHaveCount(0);
  await expectAccessible(page);

  await page.getByLabel('Gültig ab').fill('2026-12-05T08:00');
  await page.getByLabel('Gültig bis').fill('2026-12-01T08:00');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Das Ende liegt vor dem Beginn.')).toBeVisible();
  await page.getByLabel('Gültig bis').fill('2026-12-07T18:00');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await slowExpect(page.getByText('Eintrag angelegt')).toBeVisible();
  await slowExpect(page.getByRole('cell', { name: 'Wartung am Wochenende', exact: true })).toBeVisible();
  await page.close();
});

test('system settings explain the known keys and validate their values', async () => {
  const list = await anna.newPage();
  await list.goto('/systemSettings');
  await slowExpect(list.getByRole('heading', { level: 2, name: 'Bekannte Schlüssel' })).toBeVisible();
  await expect(list.getByText('Wartungsmodus', { exact: false }).first()).toBeVisible();
  await list.close();

  const maintenance = await open(`/systemSettings/${encodeURIComponent('config.maintenance.enabled')}`, 'Bearbeiten');
  await expect(maintenance.getByText(/^Wartungsmodus:/)).toBeVisible();
  await maintenance.getByRole('combobox', { name: 'Wert' }).click();
  await expect(maintenance.getByRole('option', { name: 'Eingeschaltet (true)' })).toBeVisible();
  await maintenance.keyboard.press('Escape');
  await expectAccessible(maintenance);
  await maintenance.close();

  const page = await open(`/systemSettings/${encodeURIComponent('pbi.report.confluence.defaultpageid')}`, 'Bearbeiten');
  await page.getByLabel('Wert').fill('Startseite');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Die ID einer Handbuchseite besteht aus Ziffern.')).toBeVisible();
  await page.close();

  const ai = await open(`/systemSettings/${encodeURIComponent('ki.enabled.modules.ids')}`, 'Bearbeiten');
  await expect(ai.getByRole('button', { name: /\(#2\)/ })).toBeVisible();
  await ai.close();
});

test('a whitelisted URL must be an http(s) pattern', async () => {
  const page = await open('/whitelistedUrl/create', 'Anlegen');
  await page.getByLabel('URL-Muster').fill('ftp://dateien.example/*');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Das Muster muss mit http:// oder https:// beginnen.')).toBeVisible();
  await page.getByLabel('URL-Muster').fill('https://intranet.sparkassen-portal.example/*');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await slowExpect(page.getByText('Eintrag angelegt')).toBeVisible();
  await page.close();
});

test('a username another account holds is refused at its field, and the account keeps its own', async ({
  expectConsoleMessages,
}) => {
  const refusalLogged = expectConsoleMessages(
    ...failedRequest(400, `${DATA_BASE}/zbvAccounts/7`, { withApiLog: false }),
  );
  // A user without privileged roles: renaming a role holder is a role change, refused before the name is checked.
  const page = await open('/admin/ZbvAccounts/7', 'Bearbeiten');
  const username = page.getByRole('textbox', { name: 'Benutzername' });
  await expect(username).toHaveValue('petra.schneider');
  await username.fill(fixtureUsers.max.username);
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Dieser Wert ist bereits vergeben.')).toBeVisible();
  await expect(username).toHaveAccessibleDescription(/Dieser Wert ist bereits vergeben\./);
  await expectAccessible(page);
  await refusalLogged();
  await page.reload();
  await slowExpect(page.getByRole('textbox', { name: 'Benutzername' })).toHaveValue('petra.schneider');
  await page.close();
});

test('moving a role holder to another institute is refused at its field, and the account stays', async ({
  expectConsoleMessages,
}) => {
  const refusalLogged = expectConsoleMessages(
    ...failedRequest(403, `${DATA_BASE}/zbvAccounts/4`, { withApiLog: false }),
  );
  const page = await open('/admin/ZbvAccounts/4', 'Bearbeiten');
  const institute = page.getByRole('combobox', { name: 'Organisation' });
  await institute.fill('Sparkasse Nordheide');
  await page.getByRole('option', { name: 'Sparkasse Nordheide' }).click();
  await page.getByRole('button', { name: 'Speichern' }).click();
  const refusal = roleChangeTexts.holderNotHolder('GA_CUST_ADMIN');
  await expect(page.getByText(refusal)).toBeVisible();
  await expect(institute).toHaveAccessibleDescription(refusal);
  await expectAccessible(page);
  await refusalLogged();
  await page.reload();
  await slowExpect(page.getByRole('combobox', { name: 'Organisation' })).toHaveValue('Sparkasse Musterstadt');
  await page.close();
});

test('the guided mass change grants a module to the accounts of a filter', async () => {
  const page = await anna.newPage();
  await page.goto('/admin/accessControl/ZbvMassPermissionsChange');
  await slowExpect(page.getByRole('heading', { level: 1, name: 'Massenänderung Berechtigungen' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Organisation' }).fill('Sparkasse Nordheide');
  await page.getByRole('option', { name: 'Sparkasse Nordheide' }).click();
  await slowExpect(page.getByText('3 Konten entsprechen der Auswahl.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Weiter' }).click();

  await page.getByLabel('Gewähren').check();
  await page.getByLabel('Module (direkte Freigabe je Konto)').check();
  await page.getByRole('combobox', { name: 'Module' }).fill('Personalentwicklung');
  await page.getByRole('option', { name: 'Personalentwicklung' }).click();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Weiter' }).click();

  await slowExpect(page.getByText('3 Datensätze werden geändert, 0 bestehen bereits')).toBeVisible();
  await page.getByRole('button', { name: 'Änderung ausführen' }).click();
  await slowExpect(page.getByText('Sie haben 3 Datensätze geändert')).toBeVisible();
  await expectAccessible(page);

  await page.goto(
    `/admin/accessControl/ZbvUserModule?${new URLSearchParams({ filter: JSON.stringify({ moduleId: 21 }) })}`,
  );
  await slowExpect(page.getByText('1-3 von 3')).toBeVisible();
  await page.close();
});

test('module media: the type and size are checked before the upload, an accepted file joins the list', async () => {
  const page = await open('/admin/accessControl/Modules/11', 'Bearbeiten');
  const chooser = page.locator('input[type="file"]');
  await chooser.setInputFiles({ name: 'gross.png', mimeType: 'image/png', buffer: Buffer.alloc(3 * 1024 * 1024) });
  await expect(page.getByText('Die Datei gross.png ist 3 MB groß; erlaubt sind 2 MB.')).toBeVisible();
  await chooser.setInputFiles({ name: 'vertrag.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7') });
  await expect(
    page.getByText('Die Datei vertrag.pdf ist kein erlaubtes Bild (PNG, JPEG, GIF, WebP oder SVG ohne Skripte).'),
  ).toBeVisible();

  // The server's content check is tested on its own; here the upload is answered without writing a file.
  let uploaded = '';
  await page.route('**/backend/api/admin/v1/media?fileName=*', async (route) => {
    uploaded = new URL(route.request().url()).searchParams.get('fileName') ?? '';
    await route.fulfill({ status: 201, json: { fileName: uploaded } });
  });
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
  await chooser.setInputFiles({ name: 'Kachel Akademie.png', mimeType: 'image/png', buffer: png });
  await slowExpect(page.getByText(/^Die Datei \d+-kachel-akademie\.png wurde hochgeladen\.$/)).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: uploaded })).toBeVisible();
  await expect(page.getByRole('button', { name: `${uploaded} entfernen` })).toBeVisible();
  await page.close();
});

test('the colour scheme switch is remembered for the user', async () => {
  const page = await anna.newPage();
  await page.goto('/admin');
  await slowExpect(page.getByRole('heading', { level: 1, name: 'Übersicht' })).toBeVisible();
  const saved = page.waitForResponse((response) => response.url().endsWith('/preferences/theme'));
  await page.getByRole('button', { name: 'Dunkles Farbschema einschalten' }).click();
  expect((await saved).ok()).toBe(true);
  await expectAccessible(page);
  // Forget the browser's own copy of the choice: after the reload it comes from the server.
  await page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('RaStore'))
      .forEach((key) => localStorage.removeItem(key)),
  );
  await page.reload();
  await slowExpect(page.getByRole('button', { name: 'Helles Farbschema einschalten' })).toBeVisible();
  await page.getByRole('button', { name: 'Helles Farbschema einschalten' }).click();
  await page.close();
});
