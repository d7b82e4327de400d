import { inertCellText } from '@shared/security/spreadsheetCell';
import { cellText, type ReferenceLabels } from './cellText';
import type { GridColumn } from './gridColumn';

const SEPARATOR = ';';
/** Excel reads a file with a byte-order mark as UTF-8, so umlauts survive. */
const BYTE_ORDER_MARK = '\uFEFF';

/** A cell as a spreadsheet reads it back: no formula (`inertCellText`), quoted where it holds `"`, `;` or a line break. */
const quote = (cell: string): string => {
  const text = inertCellText(cell);
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** CSV for German Excel: UTF-8 with BOM, semicolons, CRLF, the header row in the columns' German labels. */
export function toCsv(
  columns: readonly GridColumn[],
  rows: readonly Record<string, unknown>[],
  labels: ReferenceLabels,
): string {
  const lines = [
    columns.map((column) => quote(column.label)).join(SEPARATOR),
    ...rows.map((row) => columns.map((column) => quote(cellText(column, row, labels))).join(SEPARATOR)),
  ];
  return `${BYTE_ORDER_MARK}${lines.join('\r\n')}\r\n`;
}
