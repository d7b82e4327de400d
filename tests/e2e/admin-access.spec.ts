import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';
import type { Database } from '@shared/schemas';
import { card, cardNamesAfterScrolling } from './support/dashboard';
import { startServer, type E2eServer } from './support/server';
import { expect, expectAccessible, test } from './support/fixtures';
import { fixtureUsers } from './support/users';

/**
 * Access control end to end as anna.admin on a server of its own: a new group, max.muster in it, a module
 * granted to it, and the three changes in the audit with what was there before and after.
 */
test.describe.configure({ mode: 'serial', timeout: 90_000 });
const slowExpect = expect.configure({ timeout: 20_000 });

let server: E2eServer;
let anna: BrowserContext;
const groupName = 'Projektgruppe Vertrieb 2027';
/** A module max.muster does not see through any grant of the fixture data. */
const moduleId = 21;
let moduleName = '';

test.beforeAll(async ({ browser }) => {
  server = await startServer();
  const db = JSON.parse(readFileSync(server.dbFile, 'utf8')) as Database;
  moduleName = db.modules.find((module) => module.id === moduleId)?.name ?? '';
  anna = await server.contextAs(browser, fixtureUsers.anna);
});
test.afterAll(() => server.stop());

async function createRecord(page: Page, listPath: string, fill: () => Promise<void>) {
  await page.goto(listPath);
  await page.getByRole('link', { name: 'Neu anlegen' }).click();
  await slowExpect(page.getByRole('heading', { level: 2, name: 'Anlegen' })).toBeVisible();
  await fill();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Speichern' }).click();
  await slowExpect(page.getByText('Eintrag angelegt')).toBeVisible();
}

async function choose(page: Page, label: string, search: string, option: string | RegExp) {
  const input = page.getByRole('combobox', { name: label });
  await input.fill(search);
  await page.getByRole('option', { name: option }).click();
}

test('anna creates a group, adds max.muster and grants the group a module', async () => {
  const page = await anna.newPage();
  await createRecord(page, '/admin/accessControl/Groups', async () => {
    await page.getByLabel('Name').fill(groupName);
    await page.getByLabel('Beschreibung').fill('Vertriebsprojekt der Sparkasse Musterstadt');
  });
  await slowExpect(page.getByRole('cell', { name: groupName, exact: true })).toBeVisible();

  await createRecord(page, '/admin/accessControl/GroupUserRelation', async () => {
    await choose(page, 'Gruppe', 'Projektgruppe', groupName);
    await choose(page, 'Konto', 'max.muster', 'Max Mustermann (max.muster)');
  });
  await slowExpect(page.getByRole('row', { name: new RegExp(`${groupName}.*Max Mustermann`) })).toBeVisible();

  await createRecord(page, '/admin/accessControl/ZbvGroupModule', async () => {
    await choose(page, 'Gruppe', 'Projektgruppe', groupName);
    await choose(page, 'Modul', moduleName.slice(0, 12), moduleName);
  });
  await slowExpect(page.getByRole('row', { name: new RegExp(`${groupName}.*${moduleName}`) })).toBeVisible();
  await page.close();
});

test('the audit shows the three changes with who, what and before/after', async () => {
  const page = await anna.newPage();
  await page.goto('/admin/AuditLog');
  await slowExpect(page.getByRole('heading', { level: 1, name: 'Änderungsprotokoll' })).toBeVisible();
  const rows = page.getByRole('rowgroup').nth(1).getByRole('row');
  await slowExpect(rows.nth(0)).toContainText('Gruppen-Module');
  await expect(rows.nth(1)).toContainText('Gruppenmitglieder');
  await expect(rows.nth(2)).toContainText('Gruppen');
  for (const index of [0, 1, 2]) {
    await expect(rows.nth(index)).toContainText('anna.admin');
    await expect(rows.nth(index)).toContainText('Angelegt');
  }
  await expectAccessible(page);

  await rows
    .nth(2)
    .getByRole('link', { name: /^Anzeigen/ })
    .click();
  await slowExpect(page.getByRole('heading', { level: 2, name: /^Angelegt: Gruppen #\d+$/ })).toBeVisible();
  const diff = page.getByRole('table', { name: 'Änderung' });
  await expect(diff.getByRole('row', { name: new RegExp(`^Name – ${groupName}$`) })).toBeVisible();
  await expectAccessible(page);

  await page.goto('/admin/AuditLog');
  await rows
    .nth(0)
    .getByRole('link', { name: /^Anzeigen/ })
    .click();
  await expect(page.getByRole('table', { name: 'Änderung' }).getByRole('row', { name: /^Modul – 21$/ })).toBeVisible();
  await page.close();
});

test('an edit is audited with the values before and after', async () => {
  const page = await anna.newPage();
  await page.goto('/admin/accessControl/Groups');
  await page.getByRole('link', { name: `Bearbeiten: ${groupName}` }).click();
  await slowExpect(page.getByRole('heading', { level: 2, name: 'Bearbeiten' })).toBeVisible();
  await page.getByLabel('Name').fill(`${groupName} (Nord)`);
  await page.getByRole('button', { name: 'Speichern' }).click();
  await slowExpect(page.getByText('Eintrag geändert')).toBeVisible();
  await page.goto('/admin/AuditLog');
  await page
    .getByRole('rowgroup')
    .nth(1)
    .getByRole('row')
    .nth(0)
    .getByRole('link', { name: /^Anzeigen/ })
    .click();
  await expect(
    page.getByRole('table', { name: 'Änderung' }).getByRole('row', { name: `Name ${groupName} ${groupName} (Nord)` }),
  ).toBeVisible();
  await page.close();
});

test("max.muster's dashboard then shows the granted module", async ({ browser }) => {
  const page = await server.newPageAs(browser, fixtureUsers.max);
  await slowExpect.poll(() => cardNamesAfterScrolling(page)).toContain(moduleName);
  await expect(card(page, moduleName)).toContainText('Personalentwicklung 2027');
  await expectAccessible(page);
  await page.context().close();
});
