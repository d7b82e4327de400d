import { Jobs } from './jobs';
import { LocalLeaseTable } from './localLeaseTable';
import { PgLeaseTable } from './pgLeaseTable';

/** The job leases of this server: in PostgreSQL with DATABASE_URL (shared by all instances), else in this process. */
export const openJobs = (databaseUrl: string | undefined): Jobs =>
  new Jobs(databaseUrl ? new PgLeaseTable(databaseUrl) : new LocalLeaseTable());
