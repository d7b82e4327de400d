import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fixtureSpaceFile } from '@server/integrations/confluence/fixtureSpace';
import { startServer, type E2eServer } from './support/server';
import { expect, expectAccessible, test } from './support/fixtures';
import { fixtureUsers } from './support/users';

/** The wiki sync from the back office against the local Confluence-compatible source over a changed copy of the space. */
test.describe.configure({ mode: 'serial', timeout: 60_000 });
const slowExpect = expect.configure({ timeout: 20_000 });

let folder: string;
let server: E2eServer;
test.beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'radar-e2e-confluence-'));
  const spaceFile = join(folder, 'space.json');
  copyFileSync(fixtureSpaceFile, spaceFile);
  server = await startServer({ env: { CONFLUENCE_LOCAL_SPACE_FILE: spaceFile } });
});
test.afterAll(async () => {
  await server.stop();
  rmSync(folder, { recursive: true, force: true });
});

test('hanna.handbuch syncs and a page changed in Confluence appears in /docs', async ({ browser }) => {
  const spaceFile = join(folder, 'space.json');
  const space = JSON.parse(readFileSync(spaceFile, 'utf8')) as {
    pages: { id: string; title: string; storage: string }[];
  };
  const changed = space.pages.find((p) => p.id === '1005');
  if (!changed) throw new Error('fixture page missing');
  changed.title = 'Suche, Filter und Kategorien';
  changed.storage =
    '<p>Neu aus Confluence: <strong>Kategorien</strong> filtern die Kacheln.</p><script>window.hacked = 1</script>';
  writeFileSync(spaceFile, JSON.stringify(space));

  const hanna = await server.contextAs(browser, fixtureUsers.hanna);
  const admin = await hanna.newPage();
  await admin.goto('/admin/ConfluenceSync');
  await slowExpect(admin.getByRole('heading', { level: 1, name: 'Confluence Synchronisation' })).toBeVisible();
  await expectAccessible(admin);
  await admin.getByRole('button', { name: 'Confluence Synchronisation' }).click();
  await slowExpect(admin.getByRole('button', { name: 'Confluence Synchronisation (gestartet)' })).toBeVisible();
  await expect(
    admin.getByText(
      'Confluence Synchronisation erfolgreich starten. Warten Sie bis zu 30 Minuten, um die Änderungen im Handbuch anzuzeigen.',
    ),
  ).toBeVisible();

  const portal = await hanna.newPage();
  await expect(async () => {
    await portal.goto('/docs/1005');
    await expect(portal.getByRole('heading', { level: 1, name: 'Suche, Filter und Kategorien' })).toBeVisible({
      timeout: 2000,
    });
  }).toPass({ timeout: 20_000 });
  await expect(portal.getByText('Neu aus Confluence:')).toBeVisible();
  expect(await portal.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
  await expectAccessible(portal);
});

test('anna.admin without MANUAL_ADMIN does not see the button', async ({ browser }) => {
  const anna = await server.contextAs(browser, fixtureUsers.anna);
  const page = await anna.newPage();
  await page.goto('/admin');
  await slowExpect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Confluence Synchronisation' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Confluence Synchronisation' })).toHaveCount(0);
  await page.goto('/admin/ConfluenceSync');
  await expect(page.getByRole('button', { name: 'Confluence Synchronisation' })).toHaveCount(0);
  await expectAccessible(page);
});

test('hanna.handbuch restricts many pages at once and sees the record count', async ({ browser }) => {
  const hanna = await server.contextAs(browser, fixtureUsers.hanna);
  const page = await hanna.newPage();
  await page.goto('/admin/manual/DocsOrgRolesMassChange');
  await slowExpect(page.getByRole('heading', { level: 1, name: 'Organisationsrollen-Massenänderung' })).toBeVisible();
  await expectAccessible(page);
  const pages = page.getByRole('combobox', { name: /Handbuchseiten/ });
  for (const title of ['Datenschutz', 'Glossar']) {
    await pages.fill(title);
    await page.getByRole('option', { name: title, exact: true }).click();
  }
  await page.getByRole('textbox', { name: /Organisationsrolle/ }).fill('VERBAND_ANALYST');
  await page.getByRole('button', { name: 'Übernehmen' }).click();
  await expect(page.getByText('Sie haben 2 Datensätze hinzugefügt')).toBeVisible();
});
