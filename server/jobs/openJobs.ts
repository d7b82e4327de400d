import type pg from 'pg';
import { Jobs } from './jobs';
import { LocalLeaseTable } from './localLeaseTable';
import { PgLeaseTable } from './pgLeaseTable';

/** The job leases of this server: in PostgreSQL with DATABASE_URL (shared by all instances), else in this process. */
export const openJobs = (pool: pg.Pool | undefined): Jobs =>
  new Jobs(pool ? new PgLeaseTable(pool) : new LocalLeaseTable());
