import type pg from 'pg';
import { PgRateLimitCounters } from './pgRateLimitStore';
import { MemoryRateLimitCounters, type RateLimitCounters } from './rateLimitCounters';

/** The counters of this server: in PostgreSQL with DATABASE_URL (shared by all instances), else in this process. */
export const openRateLimitCounters = (pool: pg.Pool | undefined): RateLimitCounters =>
  pool ? new PgRateLimitCounters(pool) : new MemoryRateLimitCounters();
