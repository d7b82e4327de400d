import type { BrowserContext, Page } from '@playwright/test';
import { generateAccounts } from '../../scripts/generate-accounts';
import type { Database } from '@shared/schemas';
import { startServer, type E2eServer } from './support/server';
import { expect, expectAccessible, test } from './support/fixtures';
import { fixtureUsers } from './support/users';

/**
 * The grid on ZbvAccounts over a generated data set of 20,000 further accounts (scripts/generate-accounts.ts,
 * written into the temporary copy of db.json of a server of its own, never into the tracked db.json).
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 });
const slowExpect = expect.configure({ timeout: 60_000 });

let server: E2eServer;
let context: BrowserContext;
let db: Database;

test.beforeAll(async ({ browser }) => {
  server = await startServer({
    prepareDb: (data) => {
      data.zbvAccounts.push(...generateAccounts(data, 20_000));
      db = data;
    },
  });
  context = await server.contextAs(browser, fixtureUsers.anna);
});
test.afterAll(() => server.stop());

const de = (count: number) => count.toLocaleString('de-DE');
const orgName = (id: number) => db.zbvOrgs.find((org) => org.id === id)?.name ?? '';
const accountsOf = (orgId: number) => db.zbvAccounts.filter((account) => account.orgId === orgId);

async function openAccounts(filter: Record<string, unknown> = {}, sort = 'id'): Promise<Page> {
  const page = await context.newPage();
  const query = new URLSearchParams({ filter: JSON.stringify(filter), page: '1', perPage: '25', sort, order: 'ASC' });
  await page.goto(`/admin/ZbvAccounts?${query}`);
  await slowExpect(page.getByRole('heading', { level: 1, name: 'ZBV-Konten' })).toBeVisible();
  await slowExpect(page.getByText(/^\d+-\d+ von [\d.]+$/)).toBeVisible();
  return page;
}

const columnCells = async (page: Page, header: string): Promise<string[]> => {
  const headers = await page.getByRole('columnheader').allInnerTexts();
  const index = headers.findIndex((text) => text.split('\n')[0]?.trim() === header);
  const rows = page.getByRole('rowgroup').nth(1).getByRole('row');
  return (await rows.all())
    .map((row) => row.getByRole('cell').nth(index))
    .reduce<Promise<string[]>>(
      async (texts, cell) => [...(await texts), (await cell.innerText()).trim()],
      Promise.resolve([]),
    );
};

test('pages, filters and sorts the 20,000 accounts on the server', async () => {
  const total = db.zbvAccounts.length;
  const page = await openAccounts();
  await expect(page.getByText(`1-25 von ${de(total)}`)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Gehe zur nächsten Seite' }).click();
  await slowExpect(page.getByText(`26-50 von ${de(total)}`)).toBeVisible();

  const schaefer = db.zbvAccounts.filter((account) => account.lastName.toLowerCase().includes('schäfer'));
  await page.getByRole('textbox', { name: 'Filter Nachname' }).fill('Schäfer');
  await slowExpect(page.getByText(`1-25 von ${de(schaefer.length)}`)).toBeVisible();
  expect(new Set(await columnCells(page, 'Nachname'))).toEqual(new Set(['Schäfer']));

  await page.getByRole('button', { name: 'Benutzername aufsteigend sortieren' }).click();
  const ascending = schaefer.map((account) => account.username).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  await slowExpect.poll(() => columnCells(page, 'Benutzername')).toEqual(ascending.slice(0, 25));
  await page.getByRole('button', { name: 'Benutzername aufsteigend sortiert' }).click();
  await slowExpect.poll(() => columnCells(page, 'Benutzername')).toEqual([...ascending].reverse().slice(0, 25));

  await page.getByRole('searchbox', { name: 'Schnellsuche' }).fill('jörg.müller');
  const quick = schaefer.filter((account) => JSON.stringify(account).toLowerCase().includes('jörg.müller'));
  await slowExpect(page.getByText(new RegExp(`von ${de(quick.length)}$`))).toBeVisible();
  await page.close();
});

test('a hidden column stays hidden after a reload (remembered per user on the server)', async () => {
  const page = await openAccounts();
  await expect(page.getByRole('columnheader', { name: /^E-Mail-Adresse/ })).toBeVisible();
  await page.getByRole('button', { name: 'Spalten ein-/ausblenden' }).click();
  const saved = page.waitForResponse(
    (response) =>
      response.url().includes('/preferences/grid.admin.ZbvAccounts') && response.request().method() === 'PUT',
  );
  await page.getByRole('menu').getByLabel('E-Mail-Adresse', { exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('columnheader', { name: /^E-Mail-Adresse/ })).toHaveCount(0);
  expect((await saved).ok()).toBe(true);
  await page.reload();
  await slowExpect(page.getByRole('columnheader', { name: /^Benutzername/ })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: /^E-Mail-Adresse/ })).toHaveCount(0);
  await page.close();
});

/** The list grouped by organisation at 1,400 px: loading the whole set takes a while, so two tests share it. */
let grouped: Page;
/** Errors the grouped page logged or threw while grouping and expanding. */
const groupingErrors: string[] = [];

test('groups the whole set by organisation with counts', async () => {
  grouped = await openAccounts();
  grouped.on('console', (message) => {
    if (message.type() === 'error') groupingErrors.push(message.text().slice(0, 3000));
  });
  grouped.on('pageerror', (error) => groupingErrors.push(error.message));
  await grouped.setViewportSize({ width: 1400, height: 900 });
  await grouped
    .getByRole('columnheader', { name: /^Organisation/ })
    .getByRole('button', { name: 'Spalten-Aktionen' })
    .click();
  await grouped.getByRole('menuitem', { name: 'Gruppieren nach Organisation' }).click();
  await slowExpect(grouped.getByText('Gruppiert: alle gefilterten Datensätze sind geladen.')).toBeVisible();
  for (const orgId of [1, 10]) {
    await expect(
      grouped.getByRole('cell', { name: `${orgName(orgId)} (${de(accountsOf(orgId).length)})` }),
    ).toBeVisible();
  }
  await expectAccessible(grouped);
});

test('grouping keeps the page inside a 1,400 px window and expands a group without a React error', async () => {
  const page = grouped;
  const group = page.getByRole('row').filter({ has: page.getByRole('cell', { name: `${orgName(10)} (` }) });
  await group.getByRole('button', { name: 'Erweitern' }).click();
  await slowExpect(page.getByRole('cell', { name: accountsOf(10)[0]?.username, exact: true })).toBeVisible();
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(1400);
  const pager = await page.getByRole('button', { name: 'Gehe zur nächsten Seite' }).boundingBox();
  expect((pager?.x ?? Infinity) + (pager?.width ?? 0)).toBeLessThanOrEqual(1400);
  expect(groupingErrors).toEqual([]);
  await page.close();
});

test('selects rows and deletes them after a confirmation; deactivates one by mass change', async () => {
  const orgId = 10;
  const before = accountsOf(orgId).length;
  const page = await openAccounts({ orgId });
  const rowBoxes = page.getByRole('rowgroup').nth(1).getByRole('checkbox');
  await rowBoxes.nth(0).check();
  await rowBoxes.nth(1).check();
  await page.getByRole('button', { name: 'Löschen' }).click();
  const dialog = page.getByRole('dialog', { name: '2 Datensätze löschen' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Löschen' }).click();
  await slowExpect(page.getByText('Sie haben 2 Datensätze gelöscht')).toBeVisible();
  await slowExpect(page.getByText(`1-25 von ${de(before - 2)}`)).toBeVisible();

  await rowBoxes.nth(0).check();
  await page.getByRole('button', { name: 'Deaktivieren' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Bestätigen' }).click();
  await slowExpect(page.getByText('Sie haben 1 Datensatz geändert')).toBeVisible();
  await page.close();
});
