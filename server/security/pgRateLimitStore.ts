import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';
import type pg from 'pg';
import { logger } from '../logging/logger';
import type { RateLimitCounters } from './rateLimitCounters';

/** How often each instance deletes the rows whose window has passed. */
const SWEEP_EVERY_MS = 60_000;

type HitsRow = { hits: number; reset_at: string };

const infoOf = (row: HitsRow): ClientRateLimitInfo => ({
  totalHits: row.hits,
  resetTime: new Date(Number(row.reset_at)),
});

/**
 * The counters in PostgreSQL (migrations/…_rate_limits.sql), shared by every instance: the instance's pool for all limiters,
 * and a timer that deletes the rows of passed windows, so they do not pile up.
 */
export class PgRateLimitCounters implements RateLimitCounters {
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly pool: pg.Pool,
    private readonly now: () => number = () => Date.now(),
  ) {
    this.sweeper = setInterval(() => void this.sweep(), SWEEP_EVERY_MS);
    this.sweeper.unref();
  }

  storeFor(limiter: string): Store {
    return new PgRateLimitStore(this.pool, `${limiter}:`, this.now);
  }

  /** Deletes the counters whose window has passed; answers how many. */
  async sweep(): Promise<number> {
    try {
      const { rowCount } = await this.pool.query('DELETE FROM rate_limit_hits WHERE reset_at <= $1', [this.now()]);
      return rowCount ?? 0;
    } catch (error) {
      logger.warn({ reason: error instanceof Error ? error.message : String(error) }, 'Zugriffszähler nicht bereinigt');
      return 0;
    }
  }

  /** Stops the sweeper; the pool is the instance's (docs/decisions/104), ended once after the store's shutdown. */
  close(): Promise<void> {
    clearInterval(this.sweeper);
    return Promise.resolve();
  }
}

/**
 * express-rate-limit's `Store` over the table: an increment is one upsert, so of two instances counting at once
 * each sees the other's hit (PostgreSQL locks the row), and a hit after `reset_at` starts a fresh window.
 */
export class PgRateLimitStore implements Store {
  /** Keys counted here count on every instance: express-rate-limit's double-count check knows it. */
  readonly localKeys = false;
  private windowMs = 60_000;

  constructor(
    private readonly pool: pg.Pool,
    readonly prefix: string,
    private readonly now: () => number,
  ) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const { rows } = await this.pool.query<HitsRow>(
      'SELECT hits, reset_at FROM rate_limit_hits WHERE key = $1 AND reset_at > $2',
      [this.prefix + key, this.now()],
    );
    return rows[0] && infoOf(rows[0]);
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const now = this.now();
    const { rows } = await this.pool.query<HitsRow>(
      `INSERT INTO rate_limit_hits (key, hits, reset_at) VALUES ($1, 1, $2::bigint + $3::bigint)
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN rate_limit_hits.reset_at <= $2 THEN 1 ELSE rate_limit_hits.hits + 1 END,
         reset_at = CASE WHEN rate_limit_hits.reset_at <= $2 THEN EXCLUDED.reset_at ELSE rate_limit_hits.reset_at END
       RETURNING hits, reset_at`,
      [this.prefix + key, now, this.windowMs],
    );
    return infoOf(rows[0]!);
  }

  async decrement(key: string): Promise<void> {
    await this.pool.query('UPDATE rate_limit_hits SET hits = hits - 1 WHERE key = $1 AND hits > 0 AND reset_at > $2', [
      this.prefix + key,
      this.now(),
    ]);
  }

  async resetKey(key: string): Promise<void> {
    await this.pool.query('DELETE FROM rate_limit_hits WHERE key = $1', [this.prefix + key]);
  }
}
