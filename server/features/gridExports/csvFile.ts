import { CSV_BYTE_ORDER_MARK, csvLine } from '@shared/gridExport/spreadsheetCells';
import { shownTexts, type ExportFile, type ExportFileContext } from './exportFile';

/** CSV for German Excel: UTF-8 with BOM, semicolons, CRLF, the header row in the columns' German labels. */
export function csvFile(context: ExportFileContext): ExportFile {
  const { out, request } = context;
  return {
    contentType: 'text/csv; charset=utf-8',
    extension: 'csv',
    start: async () => {
      out.write(CSV_BYTE_ORDER_MARK + csvLine(request.columns.map((column) => column.label)));
    },
    rows: (rows, labels) => {
      out.write(rows.map((row) => csvLine(shownTexts(context, row, labels))).join(''));
    },
    end: () => new Promise((resolve) => out.end(resolve)),
  };
}
