import { readdirSync } from 'node:fs';
import { runner } from 'node-pg-migrate';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresVariant } from '../../testing/migratedDatabases';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../testing/throwawayPostgres';
import { migrate, migrationsDir, MIGRATIONS_TABLE } from './migrate';
import { PgCollectionStore } from './pgCollectionStore';

/**
 * The upgrade of a database that holds records in the one table of decision 040 to the partitions of decision 111,
 * and the way back: what an operator's deploy runs on existing data.
 */
const PARTITIONS = '1764835200000';
const migrationsBefore = readdirSync(migrationsDir).filter((file) => file < PARTITIONS).length;
/** The partitions' migration and those after it: what going back before the partitions undoes. */
const migrationsSince = readdirSync(migrationsDir).filter((file) => file >= PARTITIONS).length;

const migrateBy = (databaseUrl: string, direction: 'up' | 'down', count: number) =>
  runner({
    databaseUrl,
    dir: migrationsDir,
    direction,
    count,
    migrationsTable: MIGRATIONS_TABLE,
    log: () => undefined,
  });

interface Stored {
  collection: string;
  id: string;
  doc: unknown;
}

describe.skipIf(postgresVariant.skip)('records partitioned by collection (migration of decision 111)', () => {
  let cluster: ThrowawayPostgres;
  let url: string;
  let client: pg.Client;

  /** Every record in collection order (`seq`), and whether `records` is partitioned. */
  const snapshot = async () => {
    const { rows } = await client.query<Stored>('SELECT collection, id, doc FROM records ORDER BY seq');
    const kind = await client.query<{ relkind: string }>(`SELECT relkind FROM pg_class WHERE relname = 'records'`);
    return { rows, partitioned: kind.rows[0]!.relkind === 'p' };
  };

  beforeAll(async () => {
    cluster = await startThrowawayPostgres();
    url = await cluster.createDatabase('partitions');
    await migrateBy(url, 'up', migrationsBefore);
    client = new pg.Client({ connectionString: url });
    await client.connect();
    // Stored out of id order, one collection with a text id, as db.json and the features leave them.
    await client.query(`
      INSERT INTO records (collection, id, doc) VALUES
        ('groups', '2', '{"id": 2, "name": "Zweite"}'),
        ('auditLog', '1', '{"id": 1, "at": "2026-11-26T10:00:00.000Z", "actor": "anna.admin", "resource": "groups",
          "recordId": 2, "action": "create"}'),
        ('groups', '1', '{"id": 1, "name": "Erste"}'),
        ('whitelistedUrls', 'a-1', '{"id": "a-1", "url": "https://example.org"}')`);
  }, 60_000);
  afterAll(async () => {
    await client?.end();
    await cluster?.stop();
  });

  it('keeps every record and its place when the table becomes partitions, and goes on numbering after them', async () => {
    const before = await snapshot();
    expect(before.partitioned).toBe(false);

    await migrate(url);
    const after = await snapshot();
    expect(after).toEqual({ rows: before.rows, partitioned: true });

    const pool = new pg.Pool({ connectionString: url, max: 2 });
    const store = new PgCollectionStore(pool);
    try {
      const created = await store.create('groups', { name: 'Dritte' });
      expect(created).toMatchObject({ ok: true, record: { id: 3, name: 'Dritte' } });
      expect((await store.list('groups', {})).items.map((group) => group.name)).toEqual(['Zweite', 'Erste', 'Dritte']);
      const sorted = await store.list('groups', { sort: { field: 'name', order: 'ASC' }, range: { start: 0, end: 2 } });
      expect(sorted).toEqual({ items: [expect.objectContaining({ name: 'Dritte' }), expect.anything()], total: 3 });
      const { rows } = await pool.query(`SELECT 1 FROM collection_versions WHERE collection = 'groups'`);
      expect(rows).toHaveLength(1);
    } finally {
      await store.close();
      await pool.end();
    }
  });

  it('goes back to the one table with the same records and order (Down), and up again', async () => {
    const partitioned = await snapshot();
    await migrateBy(url, 'down', migrationsSince);
    expect(await snapshot()).toEqual({ rows: partitioned.rows, partitioned: false });
    await migrate(url);
    expect(await snapshot()).toEqual({ rows: partitioned.rows, partitioned: true });
  });
});
