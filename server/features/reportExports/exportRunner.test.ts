import ExcelJS from 'exceljs';
import { PDFDocument } from 'pdf-lib';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { API_BASE } from '@shared/api/paths';
import { portalApiPaths } from '@shared/portalApi';
import { adminApiPaths } from '@shared/routes';
import { localExporter } from '../../integrations/reportExport/localExporter';
import { Jobs } from '../../jobs/jobs';
import { LocalLeaseTable } from '../../jobs/localLeaseTable';
import { Store } from '../../store/store';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { exportDirOf, exportFileOf, FolderExportFiles } from './exportFiles';
import { ExportRunner } from './exportRunner';

let server: TestServer;
let runner: ExportRunner;
beforeAll(async () => {
  server = await startTestServer();
  runner = new ExportRunner(
    server.store,
    new Jobs(new LocalLeaseTable()),
    () => localExporter,
    new FolderExportFiles(exportDirOf({ dbFile: server.dbFile })),
  );
});
afterAll(() => server.close());

/** A template of report 1 ('Vertriebsübersicht': three visible pages, four visuals) and an export of max.muster. */
function exportOf(format: 'PDF' | 'XLSX', pageNames: string[] = []) {
  const template = server.store.insert('pbiExportTemplates', {
    reportId: 1,
    name: `Test ${format}`,
    pageNames,
    format,
    filters: { Institut: '90050100' },
  });
  return server.store.insert('pbiExports', {
    templateId: template.id,
    accountId: 1,
    name: `Vertriebsübersicht ${format}`,
    createdAt: '2026-11-23T10:00:00.000Z',
  });
}
const detailOf = (exportId: unknown) =>
  server.store.collection('pbiExportDetails').find((detail) => detail.exportId === exportId);
const jobOf = (exportId: unknown) => server.store.collection('pbiExportJobs').find((job) => job.exportId === exportId);
const download = (detailId: unknown, headers: Record<string, string>) =>
  fetch(`${server.url}${API_BASE}${portalApiPaths.exportFile(String(detailId))}`, { headers });

it('runs a PDF export: one page per visible report page, downloadable by its owner only', async () => {
  const pdfExport = exportOf('PDF');
  await runner.enqueue(pdfExport.id, new Date('2026-11-23T10:01:00Z'));
  await runner.runQueued();
  expect(jobOf(pdfExport.id)).toMatchObject({ status: 'succeeded', attempt: 1 });
  const detail = detailOf(pdfExport.id);
  expect(detail).toMatchObject({ format: 'PDF', fileName: 'vertriebsuebersicht-pdf-20261123-1001.pdf' });

  const own = await download(detail?.id, await server.authAs('max.muster'));
  expect(own.status).toBe(200);
  expect(own.headers.get('content-type')).toBe('application/pdf');
  expect(own.headers.get('content-disposition')).toContain('vertriebsuebersicht-pdf-20261123-1001.pdf');
  const pdf = await PDFDocument.load(await own.arrayBuffer());
  expect(pdf.getPageCount()).toBe(3);
  expect(pdf.getTitle()).toBe('Vertriebsübersicht PDF');

  expect((await download(detail?.id, await server.authAs('anna.admin'))).status).toBe(403);
  expect((await download(detail?.id, await server.authAs('kurt.kunde'))).status).toBe(403);
  expect((await download(99999, await server.authAs('max.muster'))).status).toBe(404);
});

it('names the file of a seconds slot to the second, so two slots of one minute never share a file', async () => {
  const pdfExport = exportOf('PDF');
  await runner.enqueue(pdfExport.id, new Date('2026-11-23T10:01:05Z'));
  await runner.runQueued();
  expect(detailOf(pdfExport.id)).toMatchObject({ fileName: 'vertriebsuebersicht-pdf-20261123-100105.pdf' });
});

it('runs an Excel export: one sheet per data set with a header row and its rows', async () => {
  const xlsxExport = exportOf('XLSX', ['ReportSection1', 'ReportSection3']);
  await runner.enqueue(xlsxExport.id, new Date('2026-11-23T10:01:00Z'));
  await runner.runQueued();
  const response = await download(detailOf(xlsxExport.id)?.id, await server.authAs('max.muster'));
  expect(response.status).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  expect(workbook.worksheets.map((sheet) => [sheet.name, sheet.rowCount])).toEqual([
    ['Volumen gesamt', 4],
    ['Volumen nach Filiale', 5],
    ['Volumen je Filiale im Vorjahresvergleich', 6].map((v, i) => (i === 0 ? String(v).slice(0, 31) : v)),
  ]);
  expect(workbook.worksheets[1]?.getRow(2).values).toEqual([undefined, 'Hauptstelle', 558]);
});

it('fails a job whose owner may no longer open the report, and an admin retry queues it again', async () => {
  const pdfExport = exportOf('PDF');
  server.store.change('pbiExports', (exports) =>
    exports.map((e) => (e.id === pdfExport.id ? { ...e, accountId: 6 } : e)),
  );
  await runner.enqueue(pdfExport.id, new Date('2026-11-23T10:02:00Z'));
  await runner.runQueued();
  const job = jobOf(pdfExport.id);
  expect(job).toMatchObject({
    status: 'failed',
    error: 'Der Eigentümer des Exports darf den Bericht nicht mehr öffnen.',
  });

  const retry = (username: string) =>
    server.authAs(username).then((headers) =>
      fetch(`${server.url}${API_BASE}${adminApiPaths.pbiExportJobs}/${String(job?.id)}/retry`, {
        method: 'POST',
        headers,
      }),
    );
  expect((await retry('max.muster')).status).toBe(403);
  const answer = await retry('anna.admin');
  expect(answer.status).toBe(200);
  expect(await answer.json()).toMatchObject({ status: 'queued', attempt: 2 });
  expect((await retry('anna.admin')).status).toBe(409);
});

it('lists the latest run with the user’s own exports; the data API refuses writes to jobs', async () => {
  const response = await fetch(`${server.url}${API_BASE}${portalApiPaths.ownExports}`, {
    headers: await server.authAs('max.muster'),
  });
  const own = (await response.json()) as { name: string; lastJob: { status: string } | null }[];
  expect(own.find((e) => e.name === 'Vertriebsübersicht PDF')?.lastJob).toMatchObject({ status: 'succeeded' });
  const write = await fetch(`${server.url}${API_BASE}/data/pbiExportJobs`, {
    method: 'POST',
    headers: { ...(await server.authAs('anna.admin')), 'Content-Type': 'application/json' },
    body: JSON.stringify({ exportId: 1, status: 'queued', scheduledFor: '2026-11-23T10:00:00Z' }),
  });
  expect(write.status).toBe(405);
});

it('deletes the file of a deleted export once the queue is empty, and pieces a crash left, but nothing else', async () => {
  const dir = exportDirOf({ dbFile: server.dbFile });
  const pdfExport = exportOf('PDF');
  await runner.enqueue(pdfExport.id, new Date('2026-11-23T10:03:00Z'));
  await runner.runQueued();
  const file = exportFileOf(dir, detailOf(pdfExport.id)!);
  expect(existsSync(file)).toBe(true);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, '999.xlsx.part'), 'abgebrochen');
  writeFileSync(join(dir, 'notizen.txt'), 'gehört nicht dem Server');

  const removed = await fetch(`${server.url}${API_BASE}/data/pbiExports/${String(pdfExport.id)}`, {
    method: 'DELETE',
    headers: await server.authAs('anna.admin'),
  });
  expect(removed.status).toBe(200);
  expect(detailOf(pdfExport.id)).toBeUndefined();
  await runner.runQueued();
  expect(existsSync(file)).toBe(false);
  expect(existsSync(join(dir, '999.xlsx.part'))).toBe(false);
  expect(existsSync(join(dir, 'notizen.txt'))).toBe(true);
  const kept = server.store.collection('pbiExportDetails').find((detail) => detail.format === 'XLSX');
  expect(existsSync(exportFileOf(dir, kept!))).toBe(true);
});

it('names the files of two runs finishing at once on two instances apart, though their records get the same id', async () => {
  const dir = exportDirOf({ dbFile: server.dbFile });
  const pdfExport = exportOf('PDF');
  // A second instance holding the same records and writing where this one writes (on PostgreSQL: stored_files).
  const otherFolder = mkdtempSync(join(tmpdir(), 'radar-second-instance-'));
  writeFileSync(join(otherFolder, 'db.json'), JSON.stringify(server.store.data));
  const otherStore = Store.open(join(otherFolder, 'db.json'));
  const other = new ExportRunner(
    otherStore,
    new Jobs(new LocalLeaseTable()),
    () => localExporter,
    new FolderExportFiles(dir),
  );
  try {
    await runner.enqueue(pdfExport.id, new Date('2026-11-23T10:04:00Z'));
    await other.enqueue(pdfExport.id, new Date('2026-11-23T10:05:00Z'));
    await Promise.all([runner.runQueued(), other.runQueued()]);
    const detailIn = (store: Store) =>
      store.collection('pbiExportDetails').find((detail) => detail.exportId === pdfExport.id)!;
    const [here, there] = [detailIn(server.store), detailIn(otherStore)];
    expect(here.id).toBe(there.id);
    expect(exportFileOf(dir, here)).not.toBe(exportFileOf(dir, there));
  } finally {
    otherStore.close();
    rmSync(otherFolder, { recursive: true, force: true });
  }
});
