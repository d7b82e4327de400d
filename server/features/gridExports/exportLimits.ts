import type { GridExportFormat } from '@shared/gridExport/gridExportApi';

/**
 * The bounds of one list export (decision 154). Files: far more than the largest list (100,000 accounts) and far
 * below Excel's 1,048,576 rows a sheet; a print view of more than 10,000 rows (about 250 pages) helps nobody and
 * would take the browser's print preview minutes. An export still running after five minutes is stopped.
 */
export const gridExportLimits = {
  maxRows: { csv: 250_000, xlsx: 250_000, print: 10_000 } satisfies Record<GridExportFormat, number>,
  maxMs: 5 * 60_000,
  /** How long the ticket of a started export can be redeemed: the browser asks for the file at once. */
  ticketMs: 60_000,
  /** Records read from the store and written per step; the server serves other calls between two steps. */
  pageSize: 2000,
  /** How often the writing instance records its progress (and learns of a cancel). */
  reportEveryMs: 500,
};
