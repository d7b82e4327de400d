import { readFileSync, writeFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { PDFDocument } from 'pdf-lib';
import { readDurableDatabase } from '../../server/testing/durableDatabase';
import { portalApiPaths } from '../../src/shared/portalApi';
import type { Database } from '../../src/shared/schemas';
import { exportTexts } from '../../src/shared/texts';
import { expect, expectAccessible, test } from './support/fixtures';
import { startExtraServer, type ExtraServer } from './support/extraServer';
import { bearerOf } from './support/ownServer';
import { fixtureUsers } from './support/users';

/** Issue 10, PBI exports: a minute schedule on a server of its own, its runs, the files and who may fetch them. */
let server: ExtraServer;
test.describe.configure({ mode: 'serial' });
test.setTimeout(240_000);

test.beforeAll(async () => {
  server = await startExtraServer({
    prepareDb: (dbFile) => {
      const db = JSON.parse(readFileSync(dbFile, 'utf8')) as Database;
      db.pbiExportTemplates.push({ id: 101, reportId: 1, name: 'E2E PDF', pageNames: [], format: 'PDF', filters: {} });
      db.pbiExports.push({
        id: 101,
        templateId: 101,
        accountId: 1,
        name: 'Minutenexport PDF',
        createdAt: '2026-11-23T10:00:00Z',
      });
      db.pbiExportSchedules.push({
        id: 101,
        exportId: 101,
        cron: '* * * * *',
        active: true,
        timezone: 'Europe/Berlin',
      });
      writeFileSync(dbFile, `${JSON.stringify(db, null, 2)}\n`);
    },
  });
});
test.afterAll(async () => server?.stop());

test('an admin creates an Excel template with a filter and an export of it for max.muster', async ({ browser }) => {
  const page = await (await server.contextAs(browser, fixtureUsers.anna)).newPage();
  await page.goto(`${server.url}/admin/PbiExportTemplates/create`);
  await page.getByRole('combobox', { name: 'Bericht' }).fill('Vertriebs');
  await page.getByRole('option', { name: 'Vertriebsübersicht', exact: true }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill('E2E Excel');
  await page.getByRole('combobox', { name: 'Format' }).click();
  await page.getByRole('option', { name: 'XLSX' }).click();
  await page.getByRole('combobox', { name: 'Seiten' }).click();
  await expect(page.getByRole('option')).toHaveText(['Übersicht', 'Entwicklung', 'Details']);
  await page.keyboard.press('Escape');
  await page.getByRole('combobox', { name: 'Institut' }).click();
  await page.getByRole('option', { name: '90050100' }).click();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page).toHaveURL(/\/admin\/PbiExportTemplates$/);
  const template = readDurableDatabase(server.dbFile).pbiExportTemplates.find((entry) => entry.name === 'E2E Excel');
  expect(template).toMatchObject({ reportId: 1, format: 'XLSX', pageNames: [], filters: { Institut: '90050100' } });

  await page.goto(`${server.url}/admin/PbiExports/create`);
  await page.getByRole('textbox', { name: 'Name' }).fill('Minutenexport Excel');
  await page.getByRole('combobox', { name: 'Exportvorlage' }).fill('E2E Excel');
  await page.getByRole('option', { name: 'E2E Excel' }).click();
  await page.getByRole('combobox', { name: 'Konto' }).fill('Muster');
  await page.getByRole('option', { name: /max\.muster/ }).click();
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page).toHaveURL(/\/admin\/PbiExports$/);
  await expect(page.getByText('Minutenexport Excel')).toBeVisible();
});

test('an admin schedules an export every minute with a German preview', async ({ browser }) => {
  const page = await (await server.contextAs(browser, fixtureUsers.anna)).newPage();
  await page.goto(`${server.url}/admin/PbiExportScheduling/create`);
  await page.getByRole('combobox', { name: 'PBI-Export' }).click();
  await page.getByRole('option', { name: /Minutenexport Excel/ }).click();
  await page.getByRole('textbox', { name: 'Cron-Ausdruck' }).fill('* * * * *');
  await expect(page.getByTestId('cron-description')).toHaveText('Jede Minute');
  await expect(page.getByRole('region', { name: exportTexts.admin.preview }).getByRole('listitem')).toHaveCount(5);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page).toHaveURL(/\/admin\/PbiExportScheduling$/);
});

test('the runs succeed; max.muster downloads PDF and Excel, nobody else gets the file', async ({ browser }) => {
  const page = await (await server.contextAs(browser, fixtureUsers.max)).newPage();
  await page.goto(`${server.url}/reportexport/view`);
  const item = (name: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(async () => {
    await page.reload();
    await expect(item('Minutenexport PDF').getByText(exportTexts.statuses.succeeded)).toBeVisible({ timeout: 2000 });
    await expect(item('Minutenexport Excel').getByText(exportTexts.statuses.succeeded)).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 150_000, intervals: [3000] });
  await expectAccessible(page);

  const fetchDownload = async (name: string) => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      item(name)
        .getByRole('button', { name: /herunterladen/ })
        .first()
        .click(),
    ]);
    const path = await download.path();
    return { name: download.suggestedFilename(), bytes: readFileSync(path) };
  };
  const pdf = await fetchDownload('Minutenexport PDF');
  expect(pdf.name).toMatch(/^minutenexport-pdf-\d{8}-\d{4}\.pdf$/);
  expect((await PDFDocument.load(pdf.bytes)).getPageCount()).toBe(3);
  const xlsx = await fetchDownload('Minutenexport Excel');
  expect(xlsx.name).toMatch(/\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Uint8Array.from(xlsx.bytes).buffer);
  expect(workbook.worksheets.map((sheet) => sheet.rowCount)).toEqual([4, 5, 6, 6]);

  const own = await page.request.get(`${server.url}/backend${portalApiPaths.ownExports}`, {
    headers: await bearerOf(page),
  });
  const files = ((await own.json()) as { name: string; files: { id: number }[] }[]).flatMap((e) =>
    e.name.startsWith('Minutenexport') ? e.files.map((f) => f.id) : [],
  );
  const other = await (await server.contextAs(browser, fixtureUsers.anna)).newPage();
  await other.goto(`${server.url}/admin`);
  const answer = await other.request.get(`${server.url}/backend${portalApiPaths.exportFile(files[0] ?? 0)}`, {
    headers: await bearerOf(other),
  });
  expect(answer.status()).toBe(403);
});
