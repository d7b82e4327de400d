import { excelColumnWidth, excelSheetName, excelValue, type ExcelValue } from '@shared/gridExport/spreadsheetCells';
import { inertCellText } from '@shared/security/spreadsheetCell';
import type { ExportFile, ExportFileContext } from './exportFile';

const DATE_TIME_FORMAT = 'dd.mm.yyyy hh:mm';

/**
 * A real Excel workbook (.xlsx) written row by row with ExcelJS's streaming writer into the answer: one sheet, bold
 * frozen header row, readable column widths, numbers as numbers, dates as dates in German format.
 */
export function workbookFile({ out, request, cells, cellText }: ExportFileContext): ExportFile {
  let commit: (() => Promise<void>) | undefined;
  let addRow: ((values: ExcelValue[]) => void) | undefined;
  return {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extension: 'xlsx',
    start: async () => {
      // Loaded on the first export, like the report exports' workbooks: not part of the server's start.
      const { default: ExcelJS } = await import('exceljs');
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
        stream: out,
        useStyles: true,
        useSharedStrings: false,
      });
      const sheet = workbook.addWorksheet(excelSheetName(request.title), {
        views: [{ state: 'frozen', xSplit: 0, ySplit: 1, topLeftCell: 'A2' }],
      });
      sheet.columns = request.columns.map(({ label }) => ({ width: excelColumnWidth(label) }));
      const header = sheet.addRow(request.columns.map(({ label }) => inertCellText(label)));
      header.font = { bold: true };
      header.commit();
      // One style object per kind of cell: ExcelJS finds a style it has seen by the object, and a cell's own new
      // object had it render and look up the style's XML for every cell, half the time of a large workbook.
      const plain = {};
      const dateTime = { numFmt: DATE_TIME_FORMAT };
      addRow = (values) => {
        const row = sheet.addRow(values);
        values.forEach((value, index) => {
          row.getCell(index + 1).style = value instanceof Date ? dateTime : plain;
        });
        row.commit();
      };
      commit = async () => {
        sheet.commit();
        await workbook.commit();
      };
    },
    rows: (rows, labels) => {
      for (const row of rows) {
        addRow?.(cells.map((cell) => excelValue(cell, row, cellText(cell, row, labels))));
      }
    },
    end: async () => {
      await commit?.();
    },
  };
}
