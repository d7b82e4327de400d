import { inertCellText } from '@shared/security/spreadsheetCell';
import { pagesToExport, type ExportRequest } from './reportExporter';

/** Excel allows 31 characters and none of []:*?/\ in a sheet name; names must be unique. */
function sheetName(title: string, taken: Set<string>): string {
  const base =
    title
      .replace(/[[\]:*?/\\]/g, ' ')
      .trim()
      .slice(0, 31) || 'Daten';
  let name = base;
  for (let n = 2; taken.has(name.toLowerCase()); n += 1) name = `${base.slice(0, 31 - String(n).length - 1)} ${n}`;
  taken.add(name.toLowerCase());
  return name;
}

/** The report's data as a workbook: one sheet per data set (visual) of the exported pages, a header row each. */
export async function renderWorkbook(request: ExportRequest): Promise<Buffer> {
  // Loaded on the first export: half of the server's start-up time went into importing it.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Kommunikationswelt Radar';
  workbook.created = request.createdAt;
  workbook.title = request.title;
  const taken = new Set<string>();
  for (const page of pagesToExport(request.report, request.pageNames)) {
    for (const visual of page.visuals) {
      const sheet = workbook.addWorksheet(sheetName(visual.title, taken));
      const columns = [...new Set(visual.data.flatMap((row) => Object.keys(row)))];
      sheet.columns = columns.map((column) => ({
        header: inertCellText(column),
        key: column,
        width: Math.max(12, column.length + 2),
      }));
      sheet.getRow(1).font = { bold: true };
      // Texts from the report's data cannot start a formula in the workbook (`inertCellText`); numbers stay numbers.
      for (const row of visual.data) {
        sheet.addRow(
          Object.fromEntries(
            Object.entries(row).map(([key, value]) => [key, typeof value === 'string' ? inertCellText(value) : value]),
          ),
        );
      }
    }
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
