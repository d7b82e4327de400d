import { inertCellText } from '../security/spreadsheetCell';
import type { CellColumn } from './exportColumn';

const SEPARATOR = ';';
/** Excel reads a file with a byte-order mark as UTF-8, so umlauts survive. */
export const CSV_BYTE_ORDER_MARK = '\uFEFF';

/** A cell as a spreadsheet reads it back: no formula (`inertCellText`), quoted where it holds `"`, `;` or a line break. */
const quote = (cell: string): string => {
  const text = inertCellText(cell);
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** One line of CSV for German Excel: semicolons between the cells, CRLF at its end. */
export const csvLine = (cells: readonly string[]): string => `${cells.map(quote).join(SEPARATOR)}\r\n`;

export type ExcelValue = string | number | Date;

/**
 * A cell of an Excel workbook: numbers stay numbers (ids included, so Excel sorts and sums them) and dates become
 * dates; everything else, a reference's label among it, is the cell's shown text, which cannot start a formula.
 */
export function excelValue(column: CellColumn, row: Record<string, unknown>, shownText: string): ExcelValue {
  const value = row[column.field];
  if ((column.kind === 'number' || column.kind === 'text') && !column.reference && typeof value === 'number')
    return value;
  if (column.kind === 'dateTime' && typeof value === 'string' && !Number.isNaN(Date.parse(value)))
    return new Date(value);
  return inertCellText(shownText);
}

/** Excel's limits for a sheet's name: 31 characters, none of `\ / * ? : [ ]`. */
export const excelSheetName = (title: string): string => title.replace(/[\\/*?:[\]]/g, ' ').slice(0, 31);

/** Readable width of a column: its label's length, at least 12 and at most 60 characters. */
export const excelColumnWidth = (label: string): number => Math.min(60, Math.max(12, label.length + 2));

/** e.g. `ZBV-Konten-2026-11-21.csv`: the list's title and the day (UTC). */
export const exportFileName = (title: string, extension: string, today = new Date()): string =>
  `${title.replace(/[^\p{L}\p{N}-]+/gu, '-').replace(/^-|-$/g, '')}-${today.toISOString().slice(0, 10)}.${extension}`;
