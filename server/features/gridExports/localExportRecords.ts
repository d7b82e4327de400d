import type { GridExportProgress } from '@shared/gridExport/gridExportApi';
import { RECORD_MEMORY_MS, type ExportRecords, type GridExport } from './exportRecords';

interface Held {
  entry: GridExport;
  ticketHash: string;
  redeemBy: number;
  redeemed: boolean;
  cancelled: boolean;
  progress: GridExportProgress;
  startedAt: number;
}

/** The exports of the embedded store: one process owns db.json, so they live in its memory (decision 154). */
export class LocalExportRecords implements ExportRecords {
  private readonly byId = new Map<string, Held>();

  open(entry: GridExport, ticketHash: string, redeemBy: number, now: number): Promise<void> {
    for (const [id, held] of this.byId) if (held.startedAt < now - RECORD_MEMORY_MS) this.byId.delete(id);
    this.byId.set(entry.id, {
      entry,
      ticketHash,
      redeemBy,
      redeemed: false,
      cancelled: false,
      progress: { phase: 'waiting', written: 0, total: entry.total },
      startedAt: now,
    });
    return Promise.resolve();
  }

  redeem(ticketHash: string, now: number): Promise<GridExport | undefined> {
    const held = [...this.byId.values()].find((candidate) => candidate.ticketHash === ticketHash);
    if (!held || held.redeemed || held.cancelled || held.redeemBy <= now) return Promise.resolve(undefined);
    held.redeemed = true;
    held.progress = { ...held.progress, phase: 'running' };
    return Promise.resolve(held.entry);
  }

  progressOf(id: string, accountId: string): Promise<(GridExportProgress & { redeemBy: number }) | undefined> {
    const held = this.byId.get(id);
    if (held?.entry.accountId !== accountId) return Promise.resolve(undefined);
    return Promise.resolve({ ...held.progress, redeemBy: held.redeemBy });
  }

  report(id: string, progress: GridExportProgress): Promise<{ cancelled: boolean }> {
    const held = this.byId.get(id);
    if (!held) return Promise.resolve({ cancelled: false });
    if (!held.cancelled) held.progress = progress;
    return Promise.resolve({ cancelled: held.cancelled });
  }

  cancel(id: string, accountId: string): Promise<boolean> {
    const held = this.byId.get(id);
    if (held?.entry.accountId !== accountId) return Promise.resolve(false);
    if (held.progress.phase === 'waiting' || held.progress.phase === 'running') {
      held.cancelled = true;
      held.progress = { ...held.progress, phase: 'cancelled' };
    }
    return Promise.resolve(true);
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}
