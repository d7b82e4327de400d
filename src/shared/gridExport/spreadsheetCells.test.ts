import { cellTextWith, dateTimeFormatter, isTimeZone, type ReferenceLabels } from './cellText';
import type { CellColumn } from './exportColumn';
import { csvLine, excelValue, exportFileName } from './spreadsheetCells';

const cellText = cellTextWith(dateTimeFormatter('Europe/Berlin'));
const columns: CellColumn[] = [
  { field: 'name', kind: 'text' },
  { field: 'records', kind: 'number' },
  { field: 'active', kind: 'boolean' },
  { field: 'status', kind: 'enum', choices: [{ value: 'failed', label: 'Fehlgeschlagen' }] },
  { field: 'roles', kind: 'list', choices: [{ value: 'RADAR_USER', label: 'Radar-Nutzung' }] },
  { field: 'orgId', kind: 'reference', reference: { resource: 'zbvOrgs' } },
  { field: 'at', kind: 'dateTime' },
];
const labels: ReferenceLabels = new Map([['zbvOrgs', new Map([['1', 'Sparkasse Müllheim; Süd']])]]);
const row = {
  id: 1,
  name: 'Jürgen "JJ" Weiß',
  records: 12345.5,
  active: true,
  status: 'failed',
  roles: ['RADAR_USER', 'GA_ADMIN'],
  orgId: 1,
  at: '2026-11-21T02:00:00+01:00',
};

describe('cell text', () => {
  it('is German: numbers, yes/no, labels of values and references, dates in the asked time zone', () => {
    expect(columns.map((column) => cellText(column, row, labels))).toEqual([
      'Jürgen "JJ" Weiß',
      '12.345,5',
      'Ja',
      'Fehlgeschlagen',
      'Radar-Nutzung, GA_ADMIN',
      'Sparkasse Müllheim; Süd',
      '21.11.2026, 02:00',
    ]);
    expect(cellTextWith(dateTimeFormatter('UTC'))(columns[6]!, row, labels)).toBe('21.11.2026, 01:00');
  });

  it('shows an unknown reference by its id and a missing value as empty', () => {
    expect(cellText(columns[5]!, { orgId: 99 }, labels)).toBe('99');
    expect(cellText(columns[1]!, {}, labels)).toBe('');
  });

  it('knows the time zones of the runtime only', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});

describe('CSV lines', () => {
  it('separate with semicolons, end with CRLF and quote cells with semicolons, quotes or line breaks', () => {
    expect(csvLine(['Jürgen "JJ" Weiß', 'Sparkasse Müllheim; Süd', 'Zeile\nzwei', ''])).toBe(
      '"Jürgen ""JJ"" Weiß";"Sparkasse Müllheim; Süd";"Zeile\nzwei";\r\n',
    );
  });

  it('turn formulas into text, and leave a negative number a number (CSV injection)', () => {
    expect(csvLine(["=cmd|' /C calc'!A0", '@SUM(A1:A9)', '+1+1', '-2+3+cmd|x', '-12'])).toBe(
      "'=cmd|' /C calc'!A0;'@SUM(A1:A9);'+1+1;'-2+3+cmd|x;-12\r\n",
    );
  });
});

describe('Excel cells', () => {
  it('keep numbers and numeric ids numbers, dates dates, and everything else the shown text without formulas', () => {
    const id: CellColumn = { field: 'id', kind: 'text' };
    expect(excelValue(id, { id: 42 }, '42')).toBe(42);
    expect(excelValue(id, { id: 'abc' }, 'abc')).toBe('abc');
    expect(excelValue(columns[1]!, { records: -12 }, '-12')).toBe(-12);
    expect(excelValue(columns[6]!, row, '21.11.2026, 02:00')).toEqual(new Date('2026-11-21T01:00:00.000Z'));
    expect(excelValue(columns[5]!, row, 'Sparkasse Müllheim; Süd')).toBe('Sparkasse Müllheim; Süd');
    expect(excelValue(columns[0]!, { name: '=1+1' }, '=1+1')).toBe("'=1+1");
  });
});

describe('export file name', () => {
  it('is the title and the date', () => {
    expect(exportFileName('ZBV-Konten', 'csv', new Date('2026-11-21T10:00:00Z'))).toBe('ZBV-Konten-2026-11-21.csv');
    expect(exportFileName('Modul-Bericht-Zuordnung / Test', 'xlsx', new Date('2026-01-02T10:00:00Z'))).toBe(
      'Modul-Bericht-Zuordnung-Test-2026-01-02.xlsx',
    );
  });
});
