import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { expect, it } from 'vitest';
import { cellTextWith, dateTimeFormatter } from '@shared/gridExport/cellText';
import { gridExportRequest } from '../../testing/gridExportRequest';
import { csvFile } from './csvFile';
import { cellColumnOf, type ExportFile, type ExportFileContext } from './exportFile';
import { printPage } from './printPage';
import { workbookFile } from './workbookFile';

const request = gridExportRequest({
  title: 'Formeln: [Test]',
  columns: [
    { field: 'id', label: 'ID', kind: 'text' },
    { field: 'name', label: '=Name', kind: 'text' },
    { field: 'records', label: 'Datensätze', kind: 'number' },
  ],
});
const formulas = ["=cmd|' /C calc'!A0", '@SUM(A1:A9)', '+1+1', '-2+3+cmd|x', '<script>alert(1)</script>'];
const rows = formulas.map((name, index) => ({ id: index + 1, name, records: -12 }));

/** The whole file a writer writes for the rows, in two pages. */
async function written(make: (context: ExportFileContext) => ExportFile): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const file = make({
    out,
    request,
    cells: request.columns.map(cellColumnOf),
    cellText: cellTextWith(dateTimeFormatter(request.timeZone)),
  });
  await file.start(rows.length);
  file.rows(rows.slice(0, 2), new Map());
  file.rows(rows.slice(2), new Map());
  await file.end();
  return Buffer.concat(chunks);
}

it('writes formulas as text in the CSV, a negative number as a number', async () => {
  const lines = (await written(csvFile)).toString('utf8').slice(1).split('\r\n');
  expect(lines.slice(0, 6)).toEqual([
    "ID;'=Name;Datensätze",
    "1;'=cmd|' /C calc'!A0;-12",
    "2;'@SUM(A1:A9);-12",
    "3;'+1+1;-12",
    "4;'-2+3+cmd|x;-12",
    '5;<script>alert(1)</script>;-12',
  ]);
});

it('writes formulas as text in the workbook, numbers and ids as numbers, under a sheet name Excel allows', async () => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(await written(workbookFile)).buffer);
  const sheet = workbook.getWorksheet('Formeln   Test ')!;
  expect(sheet.getRow(1).getCell(2).value).toBe("'=Name");
  expect([2, 3, 4, 5].map((row) => sheet.getRow(row).getCell(2).value)).toEqual(
    formulas.slice(0, 4).map((formula) => `'${formula}`),
  );
  expect(sheet.getRow(2).getCell(1).value).toBe(1);
  expect(sheet.getRow(2).getCell(3).value).toBe(-12);
  expect(sheet.rowCount).toBe(rows.length + 1);
});

it('prints every text from the data as text, never as markup', async () => {
  const html = (await written(printPage)).toString('utf8');
  expect(html).toContain('<td>&lt;script&gt;alert(1)&lt;/script&gt;</td>');
  expect(html).toContain('<th scope="col">=Name</th>');
  expect(html).toContain('<h1>Formeln: [Test] – 5 Datensätze</h1>');
  expect(html.endsWith('</tbody></table></body></html>\n')).toBe(true);
});
