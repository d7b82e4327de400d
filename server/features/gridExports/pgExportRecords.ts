import type pg from 'pg';
import type { GridExportPhase, GridExportProgress, GridExportRequest } from '@shared/gridExport/gridExportApi';
import { RECORD_MEMORY_MS, type ExportRecords, type GridExport } from './exportRecords';

interface ProgressRow {
  phase: GridExportPhase;
  written: number;
  total: number;
  message: string | null;
  redeem_by: string;
}

/**
 * The exports in PostgreSQL (migrations/…_grid_exports.sql), shared by every instance. Redeeming a ticket is one
 * `UPDATE … WHERE NOT redeemed … RETURNING`: PostgreSQL locks the row, so of two redeeming at once exactly one gets
 * the export (decision 154).
 */
export class PgExportRecords implements ExportRecords {
  constructor(private readonly pool: pg.Pool) {}

  async open(entry: GridExport, ticketHash: string, redeemBy: number, now: number): Promise<void> {
    await this.pool.query('DELETE FROM grid_exports WHERE started_at < $1', [now - RECORD_MEMORY_MS]);
    await this.pool.query(
      `INSERT INTO grid_exports (id, ticket_hash, account_id, request, total, redeem_by, started_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [entry.id, ticketHash, entry.accountId, entry.request, entry.total, redeemBy, now],
    );
  }

  async redeem(ticketHash: string, now: number): Promise<GridExport | undefined> {
    const { rows } = await this.pool.query<{
      id: string;
      account_id: string;
      request: GridExportRequest;
      total: number;
    }>(
      `UPDATE grid_exports SET redeemed = true, phase = 'running'
       WHERE ticket_hash = $1 AND NOT redeemed AND NOT cancelled AND redeem_by > $2
       RETURNING id, account_id, request, total`,
      [ticketHash, now],
    );
    const row = rows[0];
    return row && { id: row.id, accountId: row.account_id, request: row.request, total: row.total };
  }

  async progressOf(id: string, accountId: string): Promise<(GridExportProgress & { redeemBy: number }) | undefined> {
    const { rows } = await this.pool.query<ProgressRow>(
      'SELECT phase, written, total, message, redeem_by FROM grid_exports WHERE id = $1 AND account_id = $2',
      [id, accountId],
    );
    const row = rows[0];
    if (!row) return undefined;
    const { phase, written, total, message } = row;
    return { phase, written, total, ...(message === null ? {} : { message }), redeemBy: Number(row.redeem_by) };
  }

  async report(id: string, { phase, written, total, message }: GridExportProgress): Promise<{ cancelled: boolean }> {
    const { rows } = await this.pool.query<{ cancelled: boolean }>(
      `UPDATE grid_exports
       SET phase = CASE WHEN cancelled THEN phase ELSE $2 END,
           written = CASE WHEN cancelled THEN written ELSE $3 END,
           total = CASE WHEN cancelled THEN total ELSE $4 END,
           message = CASE WHEN cancelled THEN message ELSE $5 END
       WHERE id = $1 RETURNING cancelled`,
      [id, phase, written, total, message ?? null],
    );
    return { cancelled: rows[0]?.cancelled ?? false };
  }

  async cancel(id: string, accountId: string): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      `UPDATE grid_exports
       SET cancelled = cancelled OR phase IN ('waiting', 'running'),
           phase = CASE WHEN phase IN ('waiting', 'running') THEN 'cancelled' ELSE phase END
       WHERE id = $1 AND account_id = $2`,
      [id, accountId],
    );
    return rowCount === 1;
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}
