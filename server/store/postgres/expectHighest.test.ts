import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migratedDatabases, postgresVariant } from '../../testing/migratedDatabases';

/**
 * The check of a batch numbered ahead (`radar_expect_highest`, decisions 107 and 112) walks the index of each
 * collection's partition, whatever the partition held when the connection first ran it.
 */
const databases = migratedDatabases('expect_highest');

describe.skipIf(postgresVariant.skip)('the check of the highest ids on PostgreSQL', () => {
  let client: pg.Client;
  const plans: string[] = [];

  beforeEach(async () => {
    client = new pg.Client({ connectionString: await databases.next() });
    await client.connect();
    client.on('notice', (notice) => plans.push(notice.message ?? ''));
  });
  afterEach(async () => {
    plans.splice(0);
    await client.end();
  });

  const expectHighest = (highest: number) =>
    client.query('SELECT radar_expect_highest($1::text[], $2::numeric[], $3::boolean[])', [
      ['groups', 'auditLog'],
      [highest, highest],
      [false, false],
    ]);

  it('reads one index entry of a partition that was empty when the connection ran it first', async () => {
    // PL/pgSQL would keep a generic plan after five calls: on empty partitions, a scan and a sort of each.
    for (let call = 0; call < 8; call++) await expectHighest(0);
    await client.query(`
      INSERT INTO records (collection, id, doc)
      SELECT collection, i::text, jsonb_build_object('id', i)
      FROM generate_series(1, 5000) AS i, unnest(ARRAY['groups', 'auditLog']) AS collection`);
    await client.query(`LOAD 'auto_explain'`);
    await client.query(`SET auto_explain.log_min_duration = 0; SET auto_explain.log_nested_statements = on;
      SET auto_explain.log_analyze = on; SET auto_explain.log_level = notice`);
    await expectHighest(5000);
    const steps = plans.filter((plan) => plan.includes('names[i]'));
    expect(steps).toHaveLength(2);
    for (const step of steps) {
      // One entry read from the end of the index, not 5,000 rows scanned and sorted.
      expect(step).toMatch(/Index Only Scan Backward using records_\w+_collection_num_id_idx .* rows=1 loops=1\)/);
      expect(step).not.toMatch(/Seq Scan|Sort/);
    }
  });

  it('refuses a batch whose highest id another writer changed, with a serialization failure', async () => {
    await client.query(`INSERT INTO records (collection, id, doc) VALUES ('groups', '7', '{"id": 7}')`);
    await expect(expectHighest(0)).rejects.toMatchObject({ code: '40001' });
  });
});
