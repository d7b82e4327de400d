import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@shared/api/paths';
import type { GridExportFormat, GridExportRequest, GridExportStarted } from '@shared/gridExport/gridExportApi';
import { adminApiPaths } from '@shared/routes';
import { startTestServer, type TestServer } from '../../testing/testServer';

/**
 * The server's files against what the browser export wrote before the exports moved to the server: `expected/`
 * holds, per list, its request and the browser's CSV and workbook cells on the fixtures (time zone Europe/Berlin),
 * written by the browser's code of the commit that added them.
 */
interface Expected {
  request: Omit<GridExportRequest, 'format' | 'timeZone'>;
  sheet: string;
  cells: unknown[][];
}
const cases = ['accounts', 'accounts-filtered', 'login-histories', 'support-requests'];
const expectedOf = (name: string) => ({
  csv: readFileSync(join(import.meta.dirname, 'expected', `${name}.csv`), 'utf8'),
  ...(JSON.parse(readFileSync(join(import.meta.dirname, 'expected', `${name}.json`), 'utf8')) as Expected),
});

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function exported(name: string, format: GridExportFormat) {
  const { request } = expectedOf(name);
  const headers = { ...(await server.authAs('anna.admin')), 'Content-Type': 'application/json' };
  const body = JSON.stringify({ ...request, format, timeZone: 'Europe/Berlin' });
  const start = await fetch(`${server.url}${API_BASE}${adminApiPaths.gridExports}`, { method: 'POST', headers, body });
  expect(start.status).toBe(201);
  const started = (await start.json()) as GridExportStarted;
  // The browser's own download: no token, only the ticket in the address.
  const file = await fetch(`${server.url}${started.url}`);
  expect(file.status).toBe(200);
  const progress = await fetch(`${server.url}${API_BASE}${adminApiPaths.gridExports}/${started.id}`, { headers });
  return { started, file, bytes: Buffer.from(await file.arrayBuffer()), progress: await progress.json() };
}

/** The cells as the expected files hold them: dates as ISO text, empty cells null. */
function cellsOf(sheet: ExcelJS.Worksheet, width: number): unknown[][] {
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    rows.push(
      Array.from({ length: width }, (_, index) => {
        const value = row.getCell(index + 1).value;
        return value instanceof Date ? { date: value.toISOString() } : (value ?? null);
      }),
    );
  });
  return rows;
}

describe.each(cases)('%s', (name) => {
  const expected = expectedOf(name);

  it('as CSV is the browser export’s file, byte for byte, named after the list and the day', async () => {
    const { file, bytes, started, progress } = await exported(name, 'csv');
    expect(bytes.toString('utf8')).toBe(expected.csv);
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(file.headers.get('content-disposition')).toMatch(
      new RegExp(`^attachment; filename="${expected.request.title}-\\d{4}-\\d{2}-\\d{2}\\.csv"`),
    );
    expect(file.headers.get('cache-control')).toBe('no-store');
    expect(progress).toEqual({ phase: 'done', written: started.total, total: started.total });
    expect(started.total).toBe(expected.cells.length - 1);
  });

  it('as Excel holds the browser export’s cells, with the bold frozen header, widths and German dates', async () => {
    const { bytes, file } = await exported(name, 'xlsx');
    expect(file.headers.get('content-disposition')).toMatch(/\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(bytes).buffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe(expected.sheet);
    // An empty cell is blank now: the browser's workbook held empty texts there.
    const blankForEmpty = expected.cells.map((row) => row.map((cell) => (cell === '' ? null : cell)));
    expect(cellsOf(sheet, expected.request.columns.length)).toEqual(blankForEmpty);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1, topLeftCell: 'A2' });
    expect(sheet.getColumn(1).width).toBe(12);
    expected.cells.slice(1).forEach((row, index) =>
      row.forEach((cell, column) => {
        if (cell !== null && typeof cell === 'object') {
          expect(sheet.getRow(index + 2).getCell(column + 1).numFmt).toBe('dd.mm.yyyy hh:mm');
        }
      }),
    );
  });
});

it('prints the accounts on a page of their own: heading with the count, the columns and a row per record', async () => {
  const { bytes, file, started } = await exported('accounts', 'print');
  expect(file.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(file.headers.get('content-disposition')).toBeNull();
  const html = bytes.toString('utf8');
  const csvRows = expectedOf('accounts')
    .csv.slice(1)
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(';'));
  expect(html).toContain(`<h1>ZBV-Konten – ${started.total} Datensätze</h1>`);
  expect(html).toContain(`<tr>${csvRows[0]!.map((label) => `<th scope="col">${label}</th>`).join('')}</tr>`);
  expect(html.match(/<tr><td>/g)).toHaveLength(started.total);
  expect(html).toContain(`<tr>${csvRows[1]!.map((text) => `<td>${text}</td>`).join('')}</tr>`);
  expect(html).toContain(`<script src="${API_BASE}${adminApiPaths.gridExports}/print.js" defer></script>`);
  const script = await fetch(`${server.url}${API_BASE}${adminApiPaths.gridExports}/print.js`);
  expect(await script.text()).toContain('window.print()');
});
