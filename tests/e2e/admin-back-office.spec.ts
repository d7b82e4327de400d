import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';
import { storageKeys } from '@shared/auth/storageKeys';
import { signInThroughLoginPage } from './support/signIn';
import { fixtureUsers, storageStateOf } from './support/users';

/** The back office's frame and wording as anna.admin; nothing here writes data. */
test.use({ storageState: storageStateOf(fixtureUsers.anna) });
const slowExpect = expect.configure({ timeout: 20_000 });

test("'Zum Portal' leads back to the portal from the app bar and from the user menu", async ({ sharedPage: page }) => {
  await page.goto('/admin');
  const appBar = page.getByRole('banner');
  await slowExpect(appBar.getByRole('link', { name: 'Zum Portal' })).toBeVisible();
  await expectAccessible(page);
  await appBar.getByRole('button', { name: /Benutzermenü/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Zum Portal' })).toBeVisible();
  await page.keyboard.press('Escape');
  await appBar.getByRole('link', { name: 'Zum Portal' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: `Hallo, ${fixtureUsers.anna.name}!` })).toBeVisible();
});

test('counts take the singular for one: the mass change for one account, the delete dialog names the resource', async ({
  sharedPage: page,
}) => {
  await page.goto('/admin/accessControl/ZbvMassPermissionsChange');
  await slowExpect(page.getByRole('heading', { level: 1, name: 'Massenänderung Berechtigungen' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name, Benutzername oder E-Mail enthält' }).fill('max.muster');
  await slowExpect(page.getByText('1 Konto entspricht der Auswahl.')).toBeVisible();
  await page.getByRole('button', { name: 'Weiter' }).click();
  await page.getByLabel('Gewähren').check();
  await page.getByLabel('Module (direkte Freigabe je Konto)').check();
  await page.getByRole('combobox', { name: 'Module' }).fill('Personalentwicklung');
  await page.getByRole('option', { name: 'Personalentwicklung' }).click();
  await page.getByRole('button', { name: 'Weiter' }).click();
  await slowExpect(page.getByText(/^Gewähren für 1 Konto: /)).toBeVisible();
  await expect(page.getByText(/^1 Datensatz wird geändert/)).toBeVisible();
  await expect(page.getByText(/\b1 (Konten|Datensätze)\b/)).toHaveCount(0);
  await expectAccessible(page);

  await page.goto('/admin/PbiExportScheduling/1');
  await slowExpect(page.getByRole('heading', { level: 2, name: 'Bearbeiten' })).toBeVisible();
  await page
    .getByRole('button', { name: /löschen|Löschen/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading')).toHaveText(/^Exportplanung .* löschen$/);
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
});

/** Console errors and failed responses (the browser logs a 401 as an error too) of a page from now on. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400)
      problems.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  return problems;
}

test('a back-office load logs no console error and no failed request, also the day after with old tokens', async ({
  page,
}) => {
  const problems = problemsOf(page);
  await page.goto('/admin/accessControl/Modules');
  await slowExpect(page.getByRole('heading', { level: 1, name: 'Module' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  // Checked once loaded, as admin-screens does: while the grid loads, material-react-table gives its sort buttons
  // an empty name (aria-command-name), which axe caught when the check met a load in flight.
  await slowExpect(page.getByRole('progressbar')).toHaveCount(0);
  await expectAccessible(page);

  // The tokens ran out two hours ago (too long to refresh): the back office signs in again without asking the
  // server with no token. The provider still knows the browser, so the user may not see its login form.
  await page.evaluate(({ key, at }) => localStorage.setItem(key, at), {
    key: storageKeys.sessionTimeout,
    at: String(Date.now() - 2 * 3600_000),
  });
  await page.goto('/admin');
  const home = page.getByRole('heading', { level: 1, name: 'Übersicht' });
  await slowExpect(home.or(page.getByLabel('Benutzername'))).toBeVisible();
  if (!(await home.isVisible())) await signInThroughLoginPage(page, fixtureUsers.anna);
  await slowExpect(home).toBeVisible();
  expect(problems).toEqual([]);
});
