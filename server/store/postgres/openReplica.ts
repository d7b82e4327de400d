import pg from 'pg';
import { collectionNames } from '@shared/schemas';
import { PgReplica } from './pgReplica';
import { RecordsListener } from './recordsListener';
import { InvalidDatabaseError, Store } from '../store';
import { validateDatabase } from '../validateDatabase';
import { logger } from '../../logging/logger';

/** How the data's source is named in the problems of an invalid database. */
export const RECORDS_SOURCE = 'PostgreSQL (Tabelle records)';

/**
 * The features' store with DATABASE_URL: every record of `records`, each collection in `seq` order, validated like
 * `db:import` (InvalidDatabaseError with the same named problems), kept current through LISTEN/NOTIFY and written
 * through to PostgreSQL. No db.json or journal is read or written. The listener connects before the data is read,
 * so no commit falls between the two.
 */
export async function openReplica(databaseUrl: string, poolSize = 4): Promise<Store> {
  const listener = new RecordsListener(databaseUrl);
  await listener.connect();
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  pool.on('error', (error) => logger.warn({ reason: error.message }, 'PostgreSQL-Verbindung getrennt'));
  try {
    const { rows } = await pool.query<{ collection: string; docs: unknown[] }>(
      'SELECT collection, jsonb_agg(doc ORDER BY seq) AS docs FROM records GROUP BY collection',
    );
    const raw: Record<string, unknown[]> = Object.fromEntries(collectionNames.map((name) => [name, []]));
    for (const { collection, docs } of rows) raw[collection] = docs;
    const result = validateDatabase(raw);
    if (!result.ok) throw new InvalidDatabaseError(RECORDS_SOURCE, result.problems);
    return new Store(result.data, (memory) => new PgReplica(pool, memory, listener));
  } catch (error) {
    await Promise.all([listener.close(), pool.end()]);
    throw error;
  }
}
