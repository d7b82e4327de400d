import type { Writable } from 'node:stream';
import type { CellText, ReferenceLabels } from '@shared/gridExport/cellText';
import type { CellColumn, ExportColumn } from '@shared/gridExport/exportColumn';
import type { GridExportRequest } from '@shared/gridExport/gridExportApi';
import type { Row } from '../../store/collectionStore';

/** One export's file as it is written: the header first, then the rows page by page, then its end. */
export interface ExportFile {
  /** Content type of the answer; `extension` names a download, none is a page the browser shows (print). */
  contentType: string;
  extension?: string;
  start(total: number): Promise<void>;
  rows(rows: readonly Row[], labels: ReferenceLabels): void;
  /** Resolves once the last byte has been handed to the answer. */
  end(): Promise<void>;
}

/**
 * What every writer gets: where to write, the request (title, labels), its columns as the cell texts read them and
 * the cell texts in the time zone of the browser that asked.
 */
export interface ExportFileContext {
  out: Writable;
  request: GridExportRequest;
  cells: readonly CellColumn[];
  cellText: CellText;
}

/** A column as the cell texts read it: a reference's labels are keyed by its collection. */
export const cellColumnOf = ({ field, kind, choices, reference }: ExportColumn): CellColumn => ({
  field,
  kind,
  ...(choices ? { choices } : {}),
  ...(reference ? { reference: { resource: reference } } : {}),
});

/** The texts of one row, column by column: the cells as the grid shows them. */
export const shownTexts = (
  { cells, cellText }: Pick<ExportFileContext, 'cells' | 'cellText'>,
  row: Row,
  labels: ReferenceLabels,
): string[] => cells.map((cell) => cellText(cell, row, labels));
