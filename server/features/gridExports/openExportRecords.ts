import type pg from 'pg';
import type { ExportRecords } from './exportRecords';
import { LocalExportRecords } from './localExportRecords';
import { PgExportRecords } from './pgExportRecords';

/** The list exports of this server: in PostgreSQL with DATABASE_URL (shared by all instances), else in this process. */
export const openExportRecords = (pool: pg.Pool | undefined): ExportRecords =>
  pool ? new PgExportRecords(pool) : new LocalExportRecords();
