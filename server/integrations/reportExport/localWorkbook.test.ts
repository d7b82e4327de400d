import ExcelJS from 'exceljs';
import { expect, it } from 'vitest';
import { pbiAccountSchema, pbiReportSchema } from '@shared/schemas';
import { renderWorkbook } from './localWorkbook';

it('writes texts of the report data that look like formulas as inert text, numbers as numbers', async () => {
  const report = pbiReportSchema.parse({
    id: 1,
    name: 'Bericht',
    longId: 'abcdefgh',
    reportKey: 'k',
    pages: [
      {
        name: 'p1',
        displayName: 'Seite',
        visibility: 0,
        visuals: [
          {
            kind: 'TABLE',
            title: 'Daten',
            data: [
              { '=Spalte': "=cmd|' /C calc'!A0", Wert: -3 },
              { Wert: 2, '=Spalte': '@SUM(A1)' },
            ],
          },
        ],
      },
    ],
  });
  const account = pbiAccountSchema.parse({ id: 1, displayname: 'Lokal', key: 'lokal@radar.example' });
  const bytes = await renderWorkbook({
    title: 'Export',
    report,
    account,
    pageNames: [],
    format: 'XLSX',
    filters: [],
    createdAt: new Date('2026-11-28T00:00:00Z'),
  });
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Uint8Array.from(bytes).buffer);
  const sheet = workbook.getWorksheet('Daten');
  expect((sheet?.getRow(1).values as unknown[]).slice(1)).toEqual(["'=Spalte", 'Wert']);
  expect((sheet?.getRow(2).values as unknown[]).slice(1)).toEqual(["'=cmd|' /C calc'!A0", -3]);
  expect((sheet?.getRow(3).values as unknown[]).slice(1)).toEqual(["'@SUM(A1)", 2]);
});
