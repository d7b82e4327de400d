import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { PDFDocument } from 'pdf-lib';
import { readDurableDatabase } from '@server/testing/durableDatabase';
import { DATA_BASE } from '@shared/api/paths';
import { portalApiPaths } from '@shared/portalApi';
import { exportTexts } from '@shared/texts';
import { expect, expectAccessible, test } from './support/fixtures';
import { startServer, type E2eServer } from './support/server';
import { bearerOf } from './support/signIn';
import { fixtureUsers } from './support/users';

/** PBI exports: schedules of a few seconds on a server of their own, runs, files and who may fetch them. */
let server: E2eServer;
test.describe.configure({ mode: 'serial' });
test.setTimeout(90_000);

test.beforeAll(async () => {
  server = await startServer({
    prepareDb: (db) => {
      db.pbiExportTemplates.push({ id: 101, reportId: 1, name: 'E2E PDF', pageNames: [], format: 'PDF', filters: {} });
      db.pbiExports.push({
        id: 101,
        templateId: 101,
        accountId: 1,
        name: 'Sekundenexport PDF',
        createdAt: '2026-11-23T10:00:00Z',
      });
      db.pbiExportSchedules.push({
        id: 101,
        exportId: 101,
        cron: '*/5 * * * * *',
        active: true,
        timezone: 'Europe/Berlin',
      });
    },
  });
});
test.afterAll(async () => server?.stop());

/** Names of the exports with at least one succeeded run, as the server acknowledged them. */
const succeededExports = (): string[] => {
  const db = readDurableDatabase(server.dbFile);
  return db.pbiExports
    .filter((entry) => db.pbiExportJobs.some((job) => job.exportId === entry.id && job.status === 'succeeded'))
    .map((entry) => entry.name);
};
const unfinishedJobs = (): number =>
  readDurableDatabase(server.dbFile).pbiExportJobs.filter((job) => job.status === 'queued' || job.status === 'running')
    .length;

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
  await page.getByRole('textbox', { name: 'Name' }).fill('Sekundenexport Excel');
  await page.getByRole('combobox', { name: 'Exportvorlage' }).fill('E2E Excel');
  await page.getByRole('option', { name: 'E2E Excel' }).click();
  await page.getByRole('combobox', { name: 'Konto' }).fill('Muster');
  await page.getByRole('option', { name: /max\.muster/ }).click();
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page).toHaveURL(/\/admin\/PbiExports$/);
  await expect(page.getByText('Sekundenexport Excel')).toBeVisible();
});

test('an admin schedules an export every ten seconds with a German preview', async ({ browser }) => {
  const page = await (await server.contextAs(browser, fixtureUsers.anna)).newPage();
  await page.goto(`${server.url}/admin/PbiExportScheduling/create`);
  await page.getByRole('combobox', { name: 'PBI-Export' }).click();
  await page.getByRole('option', { name: /Sekundenexport Excel/ }).click();
  await page.getByRole('textbox', { name: 'Cron-Ausdruck' }).fill('*/10 * * * * *');
  await expect(page.getByTestId('cron-description')).toHaveText('Alle 10 Sekunden');
  await expect(page.getByRole('region', { name: exportTexts.admin.preview }).getByRole('listitem')).toHaveCount(5);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page).toHaveURL(/\/admin\/PbiExportScheduling$/);
});

test('the runs succeed; max.muster downloads PDF and Excel, nobody else gets the file', async ({ browser }) => {
  // The runs are the event: once both exports have a succeeded run in the store, the admin switches the schedules
  // off and the last run ends, so the page shows a settled state.
  await expect
    .poll(() => succeededExports(), { timeout: 30_000 })
    .toEqual(expect.arrayContaining(['Sekundenexport PDF', 'Sekundenexport Excel']));
  const admin = await (await server.contextAs(browser, fixtureUsers.anna)).newPage();
  await admin.goto(`${server.url}/admin`);
  for (const schedule of readDurableDatabase(server.dbFile).pbiExportSchedules.filter((entry) => entry.active)) {
    const answer = await admin.request.patch(`${server.url}${DATA_BASE}/pbiExportSchedules/${schedule.id}`, {
      headers: await bearerOf(admin),
      data: { active: false },
    });
    expect(answer.status()).toBe(200);
  }
  await expect.poll(() => unfinishedJobs()).toBe(0);

  const page = await (await server.contextAs(browser, fixtureUsers.max)).newPage();
  await page.goto(`${server.url}/reportexport/view`);
  const item = (name: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(item('Sekundenexport PDF').getByText(exportTexts.statuses.succeeded)).toBeVisible();
  await expect(item('Sekundenexport Excel').getByText(exportTexts.statuses.succeeded)).toBeVisible();
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
  const pdf = await fetchDownload('Sekundenexport PDF');
  expect(pdf.name).toMatch(/^sekundenexport-pdf-\d{8}-\d{4}(\d{2})?\.pdf$/);
  expect((await PDFDocument.load(pdf.bytes)).getPageCount()).toBe(3);
  const xlsx = await fetchDownload('Sekundenexport Excel');
  expect(xlsx.name).toMatch(/\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Uint8Array.from(xlsx.bytes).buffer);
  expect(workbook.worksheets.map((sheet) => sheet.rowCount)).toEqual([4, 5, 6, 6]);

  const own = await page.request.get(`${server.url}/backend${portalApiPaths.ownExports}`, {
    headers: await bearerOf(page),
  });
  const files = ((await own.json()) as { name: string; files: { id: number }[] }[]).flatMap((e) =>
    e.name.startsWith('Sekundenexport') ? e.files.map((f) => f.id) : [],
  );
  const answer = await admin.request.get(`${server.url}/backend${portalApiPaths.exportFile(files[0] ?? 0)}`, {
    headers: await bearerOf(admin),
  });
  expect(answer.status()).toBe(403);
});
