import type { Pool } from 'pg';
import { logger } from '../../logging/logger';

/** Held by the instance that folds; another finds it taken and skips, instead of waiting on the index. */
export const PENDING_LIST_LOCK = 0x7261646173;

/** How long after a write the fold runs: the writes of that time are folded together. */
export const FOLD_DELAY_MS = 250;

/** Every partition's trigram index (decision 111); a list that is empty costs a read of the index's metapage. */
const FOLD = `SELECT gin_clean_pending_list(inhrelid) FROM pg_inherits
  WHERE inhparent = 'records_search'::regclass AND (SELECT pg_try_advisory_xact_lock(${PENDING_LIST_LOCK}))`;

/**
 * Folds the pending lists of the trigram index (`records_search`, one per partition) into the index shortly after
 * writes, off the writes' path (docs/decisions/109). A GIN index takes new entries into its pending list; folded by
 * the write that crosses the list's limit, that write waits for all of it, and folded in small pieces each entry
 * costs twice as much.
 */
export class PendingListCleaner {
  private timer: NodeJS.Timeout | undefined;
  private folding: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(private readonly pool: Pool) {}

  /** Called after every committed write: the next fold runs within the delay (one for all writes until then). */
  afterWrite(): void {
    if (this.closed || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.folding = this.folding.then(() => this.fold());
    }, FOLD_DELAY_MS);
    this.timer.unref();
  }

  private async fold(): Promise<void> {
    // A pool being ended is a shutdown: the next start's writes fold the list.
    if (this.closed || this.pool.ending) return;
    await this.pool.query(FOLD).catch((error: unknown) => {
      logger.warn({ err: error }, 'PostgreSQL: Suchindex nicht nachgeführt; das übernimmt der nächste Schreibvorgang');
    });
  }

  /** No fold after this; waits for one in flight, so the pool can end. */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.folding;
  }
}
