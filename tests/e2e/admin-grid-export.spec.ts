import { readFileSync } from 'node:fs';
import type { BrowserContext, Download } from '@playwright/test';
import ExcelJS from 'exceljs';
import { compareAscending } from '@shared/api/listOrder';
import type { Database } from '@shared/schemas';
import { enumLabels } from '@shared/texts/enumLabels';
import { startServer, type E2eServer } from './support/server';
import { expect, test } from './support/fixtures';
import { fixtureUsers } from './support/users';

/**
 * The accounts list's exports as anna.admin signed in through the real login page: the server writes the whole
 * filtered and sorted list (more than a page) and the browser downloads it itself; print opens a page of its own.
 * A server of its own over the fixtures, so the expected rows do not change under other specs.
 */
test.describe.configure({ mode: 'serial' });

let server: E2eServer;
let context: BrowserContext;
let db: Database;

test.beforeAll(async ({ browser }) => {
  server = await startServer();
  db = JSON.parse(readFileSync(server.dbFile, 'utf8')) as Database;
  context = await server.contextAs(browser, fixtureUsers.anna);
});
test.afterAll(() => server.stop());

const header = [
  'ID',
  'Benutzername',
  'Vorname',
  'Nachname',
  'E-Mail-Adresse',
  'Organisation',
  'Portalrollen',
  'ZBV-Rollen',
  'Aktiv',
];
/** The active accounts as the list shows them: by last name, descending, in the data API's order. */
const expectedAccounts = () =>
  db.zbvAccounts
    .filter((account) => account.active)
    .map((account, index) => ({ account, index }))
    .sort((a, b) => -compareAscending(a.account.lastName, b.account.lastName) || a.index - b.index)
    .map(({ account }) => account);
const orgName = (id: string | number) => db.zbvOrgs.find((org) => String(org.id) === String(id))?.name ?? '';

async function openAccounts() {
  const page = await context.newPage();
  const query = new URLSearchParams({
    filter: JSON.stringify({ active: true }),
    sort: 'lastName',
    order: 'DESC',
    page: '1',
    perPage: '10',
  });
  await page.goto(`/admin/ZbvAccounts?${query}`);
  await expect(page.getByText(`1-10 von ${expectedAccounts().length}`)).toBeVisible();
  return page;
}

const bytesOf = async (download: Download) => readFileSync(await download.path());

test('downloads the whole filtered and sorted list as CSV and as Excel', async () => {
  const page = await openAccounts();
  const expected = expectedAccounts();
  const first = expected[0]!;

  const [csvDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Gefilterte Datensätze als CSV exportieren' }).click(),
  ]);
  expect(csvDownload.suggestedFilename()).toMatch(/^ZBV-Konten-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await bytesOf(csvDownload)).toString('utf8');
  expect(csv.startsWith('\uFEFF')).toBe(true);
  const lines = csv.slice(1).trimEnd().split('\r\n');
  expect(lines[0]).toBe(header.join(';'));
  expect(lines).toHaveLength(expected.length + 1);
  expect(lines[1]).toBe(
    [
      first.id,
      first.username,
      first.firstName,
      first.lastName,
      first.email,
      orgName(first.orgId),
      first.roles.map((role) => enumLabels.portalRoles[role]).join(', '),
      first.zbvRoles.join(', '),
      'Ja',
    ].join(';'),
  );

  const [xlsxDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Gefilterte Datensätze als Excel-Arbeitsmappe exportieren' }).click(),
  ]);
  expect(xlsxDownload.suggestedFilename()).toMatch(/^ZBV-Konten-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(await bytesOf(xlsxDownload)).buffer);
  const sheet = workbook.worksheets[0];
  expect((sheet?.getRow(1).values as unknown[]).slice(1)).toEqual(header);
  expect(sheet?.rowCount).toBe(expected.length + 1);
  const last = expected.at(-1)!;
  expect((sheet?.getRow(expected.length + 1).values as unknown[]).slice(1, 6)).toEqual([
    last.id,
    last.username,
    last.firstName,
    last.lastName,
    last.email,
  ]);
  await expect(page.getByRole('status').filter({ hasText: 'Export' })).toHaveCount(0);
  await page.close();
});

test('prints the whole list on a page of its own, which opens the print dialog', async () => {
  const page = await openAccounts();
  await context.addInitScript(() => {
    window.print = () => document.body.setAttribute('data-printed', 'true');
  });
  const [printView] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'Gefilterte Datensätze drucken' }).click(),
  ]);
  const count = expectedAccounts().length;
  await expect(printView.getByRole('heading', { level: 1, name: `ZBV-Konten – ${count} Datensätze` })).toBeVisible();
  await expect(printView.locator('tbody tr')).toHaveCount(count);
  await expect(printView.locator('body[data-printed="true"]')).toHaveCount(1);
  await printView.close();
  await page.close();
});
