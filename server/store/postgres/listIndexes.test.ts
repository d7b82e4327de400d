import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionNames, foreignKeys, type CollectionName } from '@shared/schemas';
import { migratedDatabases, postgresVariant } from '../../testing/migratedDatabases';
import type { ListQuery } from '../collectionStore';
import { pageSql, Params } from './listSql';

/**
 * The list statements of the data API walk the indexes of their collection's partition
 * (migrations/1764835200000_records_partitioned_by_collection.sql, docs/decisions/100 and 111) on a collection too
 * large to read whole: the bench's calls and the access rule's lookup.
 */
const databases = migratedDatabases('list_indexes');
let client: pg.Client;

/** The names of the indexes of `records` the plan of the list statement reads (not the versions' key, decision 105). */
async function indexesRead(collection: CollectionName, query: ListQuery): Promise<string[]> {
  const params = new Params();
  const { rows } = await client.query<{ 'QUERY PLAN': string[] }>(
    `EXPLAIN (FORMAT JSON) ${pageSql(params, collection, query, true).text}`,
    params.values,
  );
  return [...JSON.stringify(rows[0]!['QUERY PLAN']).matchAll(/"Index Name":"(\w+)"/g)]
    .map((match) => match[1]!)
    .filter((name) => name !== 'collection_versions_pkey');
}

describe.skipIf(postgresVariant.skip)('list statements on PostgreSQL', () => {
  beforeAll(async () => {
    client = new pg.Client({ connectionString: await databases.next() });
    await client.connect();
    // 20,000 accounts in ten organisations, 3,000 modules (nine in ten active reports) and 20,000 GA grants.
    await client.query(`
      INSERT INTO records (collection, id, doc)
      SELECT 'zbvAccounts', i::text, jsonb_build_object('id', i, 'orgId', i % 10 + 1, 'lastName', 'Name ' || i)
      FROM generate_series(1, 20000) AS i;
      INSERT INTO records (collection, id, doc)
      SELECT 'modules', i::text, jsonb_build_object('id', i, 'name', 'Modul ' || i, 'active', i % 50 <> 0,
        'moduleType', CASE WHEN i % 10 = 0 THEN 'PBI_VISUAL' ELSE 'PBI_REPORT' END)
      FROM generate_series(1, 3000) AS i;
      INSERT INTO records (collection, id, doc)
      SELECT 'gaPermissionsManagement', i::text, jsonb_build_object('id', i, 'propertyId', 'p' || i % 2000, 'accountId', i)
      FROM generate_series(1, 20000) AS i;
      ANALYZE records;`);
  }, 60_000);
  afterAll(() => client?.end());

  it('pages a filtered account list sorted by a column along the sort index', async () => {
    const query: ListQuery = {
      equals: { orgId: ['3'] },
      sort: { field: 'lastName', order: 'DESC' },
      range: { start: 50, end: 75 },
    };
    expect(await indexesRead('zbvAccounts', query)).toEqual(
      expect.arrayContaining(['records_zbvaccounts_sort_lastname', 'records_zbvaccounts_filter_orgid']),
    );
  });

  it('pages the filtered module list along the name index', async () => {
    const query: ListQuery = {
      equals: { active: ['true'], moduleType: ['PBI_REPORT'] },
      sort: { field: 'name', order: 'ASC' },
      range: { start: 0, end: 25 },
    };
    expect(await indexesRead('modules', query)).toContain('records_modules_sort_name');
  });

  it("finds the records on an institute's properties by the access rule's field", async () => {
    expect(await indexesRead('gaPermissionsManagement', { equals: { propertyId: ['p7', 'p8'] } })).toEqual([
      'records_gapermissionsmanagement_filter_propertyid',
    ]);
  });

  it("keeps the document index's pending list small; the search index's is folded after writes (decision 109)", async () => {
    const { rows } = await client.query<{ parent: string; reloptions: string[] | null; partitions: number }>(
      `SELECT inhparent::regclass::text AS parent, reloptions, count(*)::int AS partitions
       FROM pg_inherits JOIN pg_class ON pg_class.oid = inhrelid
       WHERE inhparent IN ('records_doc'::regclass, 'records_search'::regclass)
       GROUP BY 1, 2 ORDER BY 1`,
    );
    const partitions = collectionNames.length + 1;
    expect(rows).toEqual([
      { parent: 'records_doc', reloptions: ['gin_pending_list_limit=128'], partitions },
      { parent: 'records_search', reloptions: null, partitions },
    ]);
  });

  it('keeps no statistics of the search text, which ANALYZE would compute for every sampled record', async () => {
    const { rows } = await client.query<{ targets: number[] }>(
      `SELECT array_agg(DISTINCT attstattarget) AS targets FROM pg_attribute
       WHERE attnum = 1 AND attrelid IN (SELECT inhrelid FROM pg_inherits WHERE inhparent = 'records_search'::regclass)`,
    );
    expect(rows[0]!.targets).toEqual([0]);
  });

  it('keeps every collection of the schema in a partition of its own, the rest in the default one', async () => {
    const { rows } = await client.query<{ partition: string; bound: string }>(
      `SELECT inhrelid::regclass::text AS partition, pg_get_expr(relpartbound, inhrelid) AS bound
       FROM pg_inherits JOIN pg_class ON pg_class.oid = inhrelid WHERE inhparent = 'records'::regclass`,
    );
    const bounds = new Map(rows.map(({ partition, bound }) => [partition, bound]));
    for (const name of collectionNames) {
      expect(bounds.get(`records_${name.toLowerCase()}`), name).toBe(`FOR VALUES IN ('${name}')`);
    }
    expect(bounds.get('records_other')).toBe('DEFAULT');
    expect(bounds.size).toBe(collectionNames.length + 1);
  });

  it("indexes every foreign key of references.ts on its collection's partition (the lists and deletes filter by it)", async () => {
    const { rows } = await client.query<{ indexname: string }>(
      `SELECT indexname FROM pg_indexes WHERE tablename LIKE 'records\\_%'`,
    );
    const names = new Set(rows.map((row) => row.indexname));
    const missing = Object.entries(foreignKeys).flatMap(([collection, fields]) =>
      Object.keys(fields)
        .map((field) => `records_${collection.toLowerCase()}_filter_${field.toLowerCase()}`)
        .filter((name) => !names.has(name)),
    );
    expect(missing).toEqual([]);
  });
});
