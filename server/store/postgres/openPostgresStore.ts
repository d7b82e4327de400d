import { migrate } from './migrate';
import { PgCollectionStore } from './pgCollectionStore';
import { logger } from '../../logging/logger';

/**
 * The data API's store when DATABASE_URL is set: pending migrations applied first (node-pg-migrate's lock lets
 * several instances start at once). The data API and the sign-in state use it so far; features still read db.json
 * (issue 25).
 */
export async function openPostgresStore(databaseUrl: string, log = (message: string) => logger.warn(message)) {
  await migrate(databaseUrl);
  log(
    'DATABASE_URL gesetzt: die Daten-API (/api/data) und der Anmeldestatus liegen in PostgreSQL; Konten, Dashboard ' +
      'und die übrigen Funktionen lesen noch db.json (Ausbau in Arbeit, siehe docs/operations.md).',
  );
  return new PgCollectionStore(databaseUrl);
}
