import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CollectionName } from '@shared/schemas';
import { migratedDatabases, postgresVariant } from '../../testing/migratedDatabases';
import type { ListQuery } from '../collectionStore';
import { pageSql, Params } from './listSql';

/**
 * The list statements of the data API walk the indexes of migrations/1764489600000_list_indexes.sql
 * (docs/decisions/100) on a collection too large to read whole: the bench's calls and the access rule's lookup.
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
      expect.arrayContaining(['records_sort_lastname', 'records_filter_orgid']),
    );
  });

  it('pages the filtered module list along the name index', async () => {
    const query: ListQuery = {
      equals: { active: ['true'], moduleType: ['PBI_REPORT'] },
      sort: { field: 'name', order: 'ASC' },
      range: { start: 0, end: 25 },
    };
    expect(await indexesRead('modules', query)).toContain('records_sort_name');
  });

  it("finds the records on an institute's properties by the access rule's field", async () => {
    expect(await indexesRead('gaPermissionsManagement', { equals: { propertyId: ['p7', 'p8'] } })).toEqual([
      'records_filter_propertyid',
    ]);
  });

  it("keeps the document index's pending list small; the search index's is folded after writes (decision 109)", async () => {
    const { rows } = await client.query<{ relname: string; reloptions: string[] | null }>(
      `SELECT relname, reloptions FROM pg_class WHERE relname IN ('records_doc', 'records_search') ORDER BY relname`,
    );
    expect(rows).toEqual([
      { relname: 'records_doc', reloptions: ['gin_pending_list_limit=128'] },
      { relname: 'records_search', reloptions: null },
    ]);
  });
});
