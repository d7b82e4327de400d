import type { GridExportProgress, GridExportRequest } from '@shared/gridExport/gridExportApi';

/** A started export: who started it, what it exports, and how many records it counted then. */
export interface GridExport {
  id: string;
  accountId: string;
  request: GridExportRequest;
  total: number;
}

/**
 * Where exports and their one-time download tickets live while they run: in this process on the embedded store
 * (one instance owns db.json), in PostgreSQL with DATABASE_URL, so the ticket is redeemed, the progress read and a
 * cancel seen by whichever instance the browser reaches. Only a ticket's SHA-256 is kept. Times are milliseconds
 * since the epoch of the caller's clock.
 */
export interface ExportRecords {
  /** Keeps a new export; its ticket can be redeemed until `redeemBy`. Forgets exports started a day before `now`. */
  open(entry: GridExport, ticketHash: string, redeemBy: number, now: number): Promise<void>;
  /**
   * The export of a ticket, exactly once (of two redeeming at the same time, one gets it): undefined when the ticket
   * is unknown, used, past its time or its export cancelled. The export is then running.
   */
  redeem(ticketHash: string, now: number): Promise<GridExport | undefined>;
  /** The progress of an export of this account; undefined for another account's or an unknown one. */
  progressOf(id: string, accountId: string): Promise<(GridExportProgress & { redeemBy: number }) | undefined>;
  /** Records how far the writer has come; whether the export has been cancelled meanwhile (a cancel stays). */
  report(id: string, progress: GridExportProgress): Promise<{ cancelled: boolean }>;
  /** Cancels a waiting or running export of this account; false for another account's or an unknown one. */
  cancel(id: string, accountId: string): Promise<boolean>;
  close(): Promise<void>;
}

/** How long a record is kept after its start: long enough for any export's progress to be read. */
export const RECORD_MEMORY_MS = 24 * 60 * 60 * 1000;
