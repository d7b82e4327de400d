import pg from 'pg';
import { collectionNames, collectionSchemas, type Database } from '@shared/schemas';
import { WRITE_LOCK } from './groupCommit';
import { announceChanges } from './recordsChannel';
import { validateDatabase, type ValidationResult } from '../validateDatabase';

/**
 * Replaces every record in PostgreSQL with those of a db.json, after the same checks as `db:check`: all or nothing
 * (one transaction), and running it twice leaves the same state. Answers the problems when the file is invalid.
 * Running servers' replicas are told (NOTIFY) and read every collection again.
 */
export async function importDatabase(databaseUrl: string, raw: unknown): Promise<ValidationResult> {
  const result = validateDatabase(raw);
  if (!result.ok) return result;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    // The data API's write lock: an import never interleaves with a write.
    await client.query('SELECT pg_advisory_xact_lock($1)', [WRITE_LOCK]);
    await client.query('DELETE FROM records');
    for (const name of collectionNames) {
      await client.query(
        `INSERT INTO records (collection, id, doc)
         SELECT $1, record ->> 'id', record FROM jsonb_array_elements($2::jsonb) WITH ORDINALITY AS r(record, position)
         ORDER BY position`,
        [name, JSON.stringify(result.data[name])],
      );
    }
    // Every replica reads each collection anew.
    await announceChanges(client, 'db:import', new Map(collectionNames.map((name) => [name, undefined])));
    await client.query('COMMIT');
    // Fresh statistics right away, so the first lists after an import already walk the right indexes; vacuumed
    // (the replaced records' dead rows, the GIN indexes' pending lists) so that autovacuum does not take a core for
    // the whole table in the first minute after the import.
    await client.query('VACUUM (ANALYZE) records');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

/**
 * Every collection in PostgreSQL as db.json holds it, in collection order and read in one snapshot. Each record
 * passes its schema again, which also puts its fields back in the schema's order (jsonb keeps keys in its own
 * order; free-form nested objects keep that order, so the text may differ from a hand-written file, not the data).
 */
export async function exportDatabase(databaseUrl: string): Promise<Database> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ collection: string; docs: unknown[] }>(
      `SELECT collection, jsonb_agg(doc ORDER BY seq) AS docs FROM records GROUP BY collection`,
    );
    const byName = new Map(rows.map((row) => [row.collection, row.docs]));
    return Object.fromEntries(
      collectionNames.map((name) => [name, (byName.get(name) ?? []).map((doc) => collectionSchemas[name].parse(doc))]),
    ) as Database;
  } finally {
    await client.end();
  }
}
