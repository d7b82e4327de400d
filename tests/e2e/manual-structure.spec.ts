import { API_BASE } from '@shared/api/paths';
import { storageKeys } from '@shared/auth/storageKeys';
import { adminApiPaths } from '@shared/routes';
import { startServer, type E2eServer } from './support/server';
import { expect, expectAccessible, test } from './support/fixtures';
import { fixtureUsers } from './support/users';

/** The Handbuch admin's view of the manual's structure and the wiki sync's messages. */
test.describe.configure({ mode: 'serial', timeout: 90_000 });
const slowExpect = expect.configure({ timeout: 20_000 });

let server: E2eServer;
test.beforeAll(async () => {
  server = await startServer();
});
test.afterAll(async () => {
  await server.stop();
});

test('the structure is a tree, and a page moved with the parent picker appears below its new parent', async ({
  browser,
}) => {
  const hanna = await server.contextAs(browser, fixtureUsers.hanna);
  const page = await hanna.newPage();
  await page.goto('/admin/manual/DocsStructure');
  const tree = page.getByRole('tree', { name: 'Gliederung des Handbuchs' });
  const firstSteps = tree.getByRole('treeitem', { name: /^Erste Schritte/ });
  await slowExpect(firstSteps.getByRole('group').getByRole('treeitem', { name: /^Anmeldung/ })).toBeVisible();
  await expect(firstSteps).toHaveAttribute('aria-expanded', 'true');
  await expectAccessible(page);

  await tree.getByRole('treeitem', { name: /^Glossar/ }).click();
  await slowExpect(page.getByRole('heading', { level: 2, name: 'Bearbeiten' })).toBeVisible();
  const parent = page.getByRole('combobox', { name: 'Übergeordnete Seite' });
  await expect(parent).toHaveValue('Handbuch Kommunikationswelt Radar');
  await parent.fill('Hilfe');
  await page.getByRole('option', { name: 'Hilfe und Support' }).click();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Speichern' }).click();

  const help = page.getByRole('tree').getByRole('treeitem', { name: /^Hilfe und Support/ });
  await slowExpect(help.getByRole('group').getByRole('treeitem', { name: /^Glossar/ })).toBeVisible();
});

test('the wiki sync first says the request was accepted, then that it started, and keeps the moved page', async ({
  browser,
}) => {
  const hanna = await server.contextAs(browser, fixtureUsers.hanna);
  const page = await hanna.newPage();
  await page.goto('/admin/ConfluenceSync');
  await page.getByRole('button', { name: 'Confluence Synchronisation' }).click();
  await slowExpect(
    page.getByText(
      'Anfrage Confluence Daten zu synchronisieren erfolgreich. Dieser Vorgang kann eventuell lange dauern.',
    ),
  ).toBeVisible();
  await expectAccessible(page);
  await slowExpect(
    page.getByText(
      'Confluence Synchronisation erfolgreich starten. Warten Sie bis zu 30 Minuten, um die Änderungen im Handbuch anzuzeigen.',
    ),
  ).toBeVisible();

  // In Confluence 'Glossar' is still below the start page; the admin's choice of the first test stays.
  await expect(async () => {
    const token = await page.evaluate((key) => localStorage.getItem(key), storageKeys.accessToken);
    const status = await page.request.get(`${API_BASE}${adminApiPaths.confluenceSyncStatus}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(((await status.json()) as { run?: { status?: string } }).run?.status).toBe('succeeded');
  }).toPass({ timeout: 20_000 });
  await page.goto('/admin/manual/DocsStructure');
  const help = page.getByRole('tree').getByRole('treeitem', { name: /^Hilfe und Support/ });
  await slowExpect(help.getByRole('group').getByRole('treeitem', { name: /^Glossar/ })).toBeVisible();
});
