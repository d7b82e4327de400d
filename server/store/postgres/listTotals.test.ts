import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '@shared/schemas';
import { projectRoot } from '../../projectRoot';
import { migratedDatabases, postgresVariant } from '../../testing/migratedDatabases';
import type { ListQuery } from '../collectionStore';
import { importDatabase } from './fixtures';
import { ListTotals } from './listTotals';
import { PgCollectionStore } from './pgCollectionStore';

describe('ListTotals', () => {
  it('keeps the most recently used totals up to its capacity', () => {
    const totals = new ListTotals(2);
    totals.set('a', { version: '1', total: 1 });
    totals.set('b', { version: '1', total: 2 });
    totals.get('a');
    totals.set('c', { version: '1', total: 3 });
    expect([totals.get('a'), totals.get('b'), totals.get('c')]).toEqual([
      { version: '1', total: 1 },
      undefined,
      { version: '1', total: 3 },
    ]);
  });
});

const databases = migratedDatabases('list_totals');
const fixture = JSON.parse(readFileSync(join(projectRoot, 'db.json'), 'utf8')) as Database;
/** A page of the groups named "Gruppe …": its total counts every matching group, not only the page's two. */
const page: ListQuery = {
  like: { name: ['Gruppe'] },
  sort: { field: 'name', order: 'ASC' },
  range: { start: 0, end: 2 },
};

describe.skipIf(postgresVariant.skip)(`exact list totals kept per filter (${postgresVariant.name})`, () => {
  let pools: pg.Pool[];
  let url: string;
  /** Two instances' stores on one database, and a client that writes past both. */
  let reader: PgCollectionStore;
  let writer: PgCollectionStore;
  let sql: pg.Client;

  beforeEach(async () => {
    url = await databases.next();
    pools = [new pg.Pool({ connectionString: url, max: 2 }), new pg.Pool({ connectionString: url, max: 2 })];
    reader = new PgCollectionStore(pools[0]!);
    writer = new PgCollectionStore(pools[1]!);
    sql = new pg.Client({ connectionString: url });
    await sql.connect();
    await insertGroups();
  });
  afterEach(async () => {
    await sql.end();
    await Promise.all(pools.map((pool) => pool.end()));
  });

  const insertGroups = () =>
    sql.query(`INSERT INTO records (collection, id, doc)
      SELECT 'groups', (100 + i)::text, jsonb_build_object('id', 100 + i, 'name', 'Gruppe ' || i)
      FROM generate_series(1, 5) AS i`);
  const total = async () => (await reader.list('groups', page)).total;
  /** A group only a count finds: written with the version triggers off, as no writer of the portal can. */
  const insertUnseen = async (id: number) => {
    await sql.query('ALTER TABLE records DISABLE TRIGGER USER');
    await sql.query(`INSERT INTO records (collection, id, doc) VALUES ('groups', $1, $2)`, [
      String(id),
      { id, name: `Gruppe ${id}` },
    ]);
    await sql.query('ALTER TABLE records ENABLE TRIGGER USER');
  };

  it('uses the total it counted while the collection is unchanged, and counts again after any change', async () => {
    expect(await total()).toBe(5);
    await insertUnseen(6);
    expect(await total()).toBe(5);
    // Another collection's change leaves the groups' total alone.
    await writer.create('zbvOrgs', { name: 'Organisation' });
    expect(await total()).toBe(5);
    await writer.create('groups', { name: 'Gruppe 7' });
    expect(await total()).toBe(7);
  });

  it('counts a create and a delete through another instance at once', async () => {
    expect(await total()).toBe(5);
    await writer.create('groups', { name: 'Gruppe neu' });
    expect(await total()).toBe(6);
    await writer.remove('groups', 101);
    expect(await total()).toBe(5);
    // A change that leaves the group in the filter's answer still counts again; the total stays exact.
    await writer.patch('groups', 102, { name: 'Gruppe zwei' });
    expect(await total()).toBe(5);
    await writer.patch('groups', 103, { name: 'Anders' });
    expect(await total()).toBe(4);
  });

  it('counts again after db:import and after TRUNCATE', async () => {
    expect(await total()).toBe(5);
    // The fixtures' groups have other names.
    expect((await importDatabase(url, fixture)).ok).toBe(true);
    expect(await total()).toBe(0);
    await insertGroups();
    expect(await total()).toBe(5);
    await sql.query('TRUNCATE records');
    expect(await total()).toBe(0);
  });
});
