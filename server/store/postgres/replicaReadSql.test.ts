import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedDatabases, postgresVariant } from '../../testing/migratedDatabases';
import { FIRST_SEQ_SQL, RECORDS_WITH_TAIL_SQL } from './replicaReadSql';

/**
 * A replica's read of another writer's new records reads those records and what follows them, not the collection:
 * the plans of both statements on an audit log of 20,000 entries, the new ones at its end.
 */
const databases = migratedDatabases('replica_read_sql');

describe.skipIf(postgresVariant.skip)("the statements of a replica's read on PostgreSQL", () => {
  let client: pg.Client;
  // A batch of another instance: 100 records at the end of the collection.
  const newIds = Array.from({ length: 100 }, (_, index) => String(19_901 + index));

  beforeAll(async () => {
    client = new pg.Client({ connectionString: await databases.next() });
    await client.connect();
    await client.query(`
      INSERT INTO records (collection, id, doc)
      SELECT 'auditLog', i::text, jsonb_build_object('id', i) FROM generate_series(1, 20000) AS i`);
    await client.query('ANALYZE records');
  });
  afterAll(() => client.end());

  const plan = async (sql: string, values: unknown[]) => {
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, COSTS OFF) ${sql}`, values);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  };

  it('finds the first seq of the ids through the primary key', async () => {
    const { rows } = await client.query<{ seq: string }>(FIRST_SEQ_SQL, ['auditLog', newIds]);
    const shown = await plan(FIRST_SEQ_SQL, ['auditLog', newIds]);
    expect(shown).toMatch(/Index Scan using records_auditlog_pkey/);
    // A walk of the seq index from the collection's start would remove thousands of rows by its filter.
    expect(shown).not.toMatch(/Rows Removed by Filter|Seq Scan/);
    const { rows: stored } = await client.query<{ seq: string }>(
      `SELECT min(seq) AS seq FROM records WHERE collection = 'auditLog' AND id = ANY($1)`,
      [newIds],
    );
    expect(rows[0]!.seq).toBe(stored[0]!.seq);
  });

  it('reads the records and the tail from their first seq through the indexes', async () => {
    const { rows: firsts } = await client.query<{ seq: string }>(FIRST_SEQ_SQL, ['auditLog', newIds]);
    const values = ['auditLog', ['5', ...newIds], firsts[0]!.seq];
    const { rows } = await client.query<{ id: string; in_tail: boolean }>(RECORDS_WITH_TAIL_SQL, values);
    expect(rows.map(({ id, in_tail }) => [id, in_tail])).toEqual([['5', false], ...newIds.map((id) => [id, true])]);
    expect(await plan(RECORDS_WITH_TAIL_SQL, values)).not.toMatch(/Seq Scan/);
  });
});
