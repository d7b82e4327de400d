import { cellText, type ReferenceLabels } from './cellText';
import type { GridColumn } from './gridColumn';

type CellValue = string | number | Date;

/**
 * Numbers stay numbers (ids included, so Excel sorts and sums them) and dates become dates in Excel; everything
 * else, a reference's label among it, is the cell's text.
 */
export function excelValue(column: GridColumn, row: Record<string, unknown>, labels: ReferenceLabels): CellValue {
  const value = row[column.field];
  if ((column.kind === 'number' || column.kind === 'text') && !column.reference && typeof value === 'number')
    return value;
  if (column.kind === 'dateTime' && typeof value === 'string' && !Number.isNaN(Date.parse(value)))
    return new Date(value);
  return cellText(column, row, labels);
}

/** A real Excel workbook (.xlsx): one sheet, bold header row with filter, frozen, readable column widths. */
export async function toXlsx(
  sheetName: string,
  columns: readonly GridColumn[],
  rows: readonly Record<string, unknown>[],
  labels: ReferenceLabels,
): Promise<ArrayBuffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Kommunikationswelt Radar';
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(sheetName.replace(/[\\/*?:[\]]/g, ' ').slice(0, 31), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = columns.map((column) => ({
    header: column.label,
    key: column.field,
    width: Math.min(60, Math.max(12, column.label.length + 2)),
    style: column.kind === 'dateTime' ? { numFmt: 'dd.mm.yyyy hh:mm' } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: Math.max(1, columns.length) } };
  for (const row of rows) sheet.addRow(columns.map((column) => excelValue(column, row, labels)));
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
}
