import { collectionNames } from '@shared/schemas';
import { dedicatedConnection, type Database } from './database';
import { PgReplica } from './pgReplica';
import { RecordsListener } from './recordsListener';
import { InvalidDatabaseError, Store } from '../store';
import { validateDatabase } from '../validateDatabase';

/** How the data's source is named in the problems of an invalid database. */
export const RECORDS_SOURCE = 'PostgreSQL (Tabelle records)';

/**
 * The features' store with DATABASE_URL: every record of `records`, each collection in `seq` order, validated like
 * `db:import` (InvalidDatabaseError with the same named problems), kept current through LISTEN/NOTIFY and written
 * through to PostgreSQL. No db.json or journal is read or written. The listener connects before the data is read,
 * so no commit falls between the two. It reads and writes through the instance's pool, which stays open when
 * opening fails (its opener ends it).
 */
export async function openReplica(database: Database): Promise<Store> {
  const listener = new RecordsListener(dedicatedConnection(database));
  await listener.connect();
  const { pool } = database;
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
    await listener.close();
    throw error;
  }
}
