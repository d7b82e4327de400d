import ExcelJS from 'exceljs';
import { cellText, type ReferenceLabels } from './cellText';
import { toCsv } from './exportCsv';
import { toXlsx } from './exportXlsx';
import {
  booleanColumn,
  choicesOf,
  dateTimeColumn,
  enumColumn,
  listColumn,
  numberColumn,
  referenceColumn,
  textColumn,
} from './gridColumn';

const columns = [
  textColumn('name', 'Name'),
  numberColumn('records', 'Datensätze'),
  booleanColumn('active', 'Aktiv'),
  enumColumn('status', 'Status', choicesOf(['failed'], { failed: 'Fehlgeschlagen' })),
  listColumn('roles', 'Rollen', choicesOf(['RADAR_USER'], { RADAR_USER: 'Radar-Nutzung' })),
  referenceColumn('orgId', 'Organisation', { resource: 'admin/ZbvOrgs', labelOf: (r) => String(r.name) }),
  dateTimeColumn('at', 'Zeitpunkt'),
];
const labels: ReferenceLabels = new Map([['admin/ZbvOrgs', new Map([['1', 'Sparkasse Müllheim; Süd']])]]);
const rows = [
  {
    id: 1,
    name: 'Jürgen "JJ" Weiß',
    records: 12345.5,
    active: true,
    status: 'failed',
    roles: ['RADAR_USER', 'GA_ADMIN'],
    orgId: 1,
    at: '2026-11-21T02:00:00+01:00',
  },
  { id: 2, name: 'Zeile\nzwei', active: false, orgId: 99 },
];

describe('cell text', () => {
  it('is German: numbers, yes/no, labels of values and references, dates', () => {
    const row = rows[0] ?? {};
    expect(columns.map((column) => cellText(column, row, labels))).toEqual([
      'Jürgen "JJ" Weiß',
      '12.345,5',
      'Ja',
      'Fehlgeschlagen',
      'Radar-Nutzung, GA_ADMIN',
      'Sparkasse Müllheim; Süd',
      expect.stringMatching(/^21\.11\.2026, \d{2}:00$/),
    ]);
  });

  it('shows an unknown reference by its id and a missing value as empty', () => {
    expect(cellText(columns[5]!, rows[1]!, labels)).toBe('99');
    expect(cellText(columns[1]!, rows[1]!, labels)).toBe('');
  });
});

describe('CSV export', () => {
  const csv = toCsv(columns, rows, labels);

  it('starts with a byte-order mark and separates with semicolons and CRLF', () => {
    expect(csv.startsWith('\uFEFFName;Datensätze;Aktiv;Status;Rollen;Organisation;Zeitpunkt\r\n')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('quotes fields with semicolons, quotes or line breaks', () => {
    const lines = csv.slice(1).split('\r\n');
    expect(lines[1]).toMatch(
      /^"Jürgen ""JJ"" Weiß";12\.345,5;Ja;Fehlgeschlagen;Radar-Nutzung, GA_ADMIN;"Sparkasse Müllheim; Süd";/,
    );
    expect(lines[2]).toBe('"Zeile\nzwei";;Nein;;;99;');
  });
});

describe('Excel export', () => {
  it('writes a workbook ExcelJS reads back: headers, numbers as numbers, dates as dates', async () => {
    const buffer = await toXlsx('ZBV-Konten', columns, rows, labels);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(buffer);
    const sheet = workbook.getWorksheet('ZBV-Konten');
    expect((sheet?.getRow(1).values as unknown[]).slice(1)).toEqual(columns.map((column) => column.label));
    expect(sheet?.getRow(1).font?.bold).toBe(true);
    expect(sheet?.rowCount).toBe(3);
    const first = sheet?.getRow(2);
    expect(first?.getCell(2).value).toBe(12345.5);
    expect(first?.getCell(7).value).toEqual(new Date('2026-11-21T01:00:00.000Z'));
    expect(first?.getCell(6).value).toBe('Sparkasse Müllheim; Süd');
  });

  it('freezes the header row, formats dates as German date and time, and keeps the widths readable', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await toXlsx('ZBV-Konten', columns, rows, labels));
    const sheet = workbook.getWorksheet('ZBV-Konten');
    expect(sheet?.views[0]).toMatchObject({ state: 'frozen', ySplit: 1, topLeftCell: 'A2' });
    expect(sheet?.getRow(2).getCell(7).numFmt).toBe('dd.mm.yyyy hh:mm');
    expect(sheet?.getColumn(2).width).toBe(12);
  });

  it('writes a numeric id as a number, not as text', async () => {
    const idColumn = textColumn('id', 'ID');
    const buffer = await toXlsx('Ids', [idColumn], [{ id: 42 }, { id: 'abc' }], labels);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(buffer);
    const sheet = workbook.getWorksheet('Ids');
    expect(sheet?.getRow(2).getCell(1).value).toBe(42);
    expect(sheet?.getRow(3).getCell(1).value).toBe('abc');
  });
});

describe('formulas in exported cells (CSV injection)', () => {
  const formulas = ["=cmd|' /C calc'!A0", '@SUM(A1:A9)', '+1+1', '-2+3+cmd|x'];
  const formulaRows = formulas.map((name, index) => ({ id: index + 1, name, records: -12 }));
  const nameAndRecords = [textColumn('name', 'Name'), numberColumn('records', 'Datensätze')];

  it('are text in the CSV, a negative number stays a number, and the screen shows the value unchanged', () => {
    const lines = toCsv(nameAndRecords, formulaRows, labels).slice(1).split('\r\n');
    expect(lines.slice(1, 5)).toEqual(["'=cmd|' /C calc'!A0;-12", "'@SUM(A1:A9);-12", "'+1+1;-12", "'-2+3+cmd|x;-12"]);
    expect(formulaRows.map((row) => cellText(nameAndRecords[0]!, row, labels))).toEqual(formulas);
  });

  it('are text in the Excel workbook', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await toXlsx('Formeln', nameAndRecords, formulaRows, labels));
    const sheet = workbook.getWorksheet('Formeln');
    const names = [2, 3, 4, 5].map((row) => sheet?.getRow(row).getCell(1).value);
    expect(names).toEqual(formulas.map((formula) => `'${formula}`));
    expect(sheet?.getRow(2).getCell(2).value).toBe(-12);
  });
});
