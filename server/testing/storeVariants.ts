import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe } from 'vitest';
import type { CollectionName } from '@shared/schemas';
import type { Row } from '../store/collectionStore';
import { fixtures } from '../store/dataFolder';
import { importDatabase } from '../store/postgres/fixtures';
import { migrate } from '../store/postgres/migrate';
import { startTestServer, type TestServer } from './testServer';
import { postgresAvailable, postgresBin, startThrowawayPostgres } from './throwawayPostgres';

/** The test server with a look at the data API's store behind its back, whichever store serves it. */
export interface DataTestServer extends TestServer {
  records: (collection: CollectionName) => Promise<Row[]>;
  record: (collection: CollectionName, id: string | number) => Promise<Row | undefined>;
  /** Changes a stored record without the API (a test's setup). */
  patchRecord: (collection: CollectionName, id: string | number, patch: Row) => Promise<void>;
}

export interface StoreVariant {
  name: string;
  /** No PostgreSQL binaries on this machine (the name says so). */
  skip: boolean;
  start: () => Promise<DataTestServer>;
}

async function startEmbedded(): Promise<DataTestServer> {
  const server = await startTestServer();
  const { store } = server;
  return {
    ...server,
    records: (collection) => Promise.resolve(store.collection(collection) as Row[]),
    record: (collection, id) => Promise.resolve(store.byId(collection, id) as Row | undefined),
    patchRecord: (collection, id, patch) => {
      const target = store.byId(collection, id);
      store.change(collection, (records) =>
        records.map((record) => (record === target ? { ...record, ...patch } : record)),
      );
      return Promise.resolve();
    },
  };
}

/**
 * The server with DATABASE_URL on a throw-away cluster, its data the fixture db.json loaded as `db:import` loads
 * it; the features' store is its replica (a record patched here in SQL is read into it before the patch returns).
 */
async function startOnPostgres(): Promise<DataTestServer> {
  const cluster = await startThrowawayPostgres();
  try {
    const databaseUrl = await cluster.createDatabase('api');
    await migrate(databaseUrl);
    const imported = await importDatabase(databaseUrl, JSON.parse(readFileSync(fixtures.dbFile, 'utf8')));
    if (!imported.ok) throw new Error('db.json ließ sich nicht importieren');
    const server = await startTestServer({ databaseUrl });
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    const docs = async (sql: string, values: unknown[]) => (await pool.query<{ doc: Row }>(sql, values)).rows;
    return {
      ...server,
      records: async (collection) =>
        (await docs('SELECT doc FROM records WHERE collection = $1 ORDER BY seq', [collection])).map((r) => r.doc),
      record: async (collection, id) =>
        (await docs('SELECT doc FROM records WHERE collection = $1 AND id = $2', [collection, String(id)]))[0]?.doc,
      patchRecord: async (collection, id, patch) => {
        await pool.query('UPDATE records SET doc = doc || $3::jsonb WHERE collection = $1 AND id = $2', [
          collection,
          String(id),
          JSON.stringify(patch),
        ]);
        await server.store.readAgain(collection, [id]);
      },
      close: async () => {
        await server.close();
        await pool.end();
        await cluster.stop();
      },
    };
  } catch (error) {
    await cluster.stop();
    throw error;
  }
}

/** Both stores of the data API, for the suites that must hold on each. */
const storeVariants: StoreVariant[] = [
  { name: 'db.json', skip: false, start: startEmbedded },
  {
    name: postgresAvailable ? 'PostgreSQL' : `PostgreSQL (übersprungen: keine Programme unter ${postgresBin})`,
    skip: !postgresAvailable,
    start: startOnPostgres,
  },
];

/**
 * Runs `suite` once per store of the data API (`title` names the store with `$name`), over a test server of its own
 * started before the suite's first test and closed after its last; without PostgreSQL binaries that suite's tests
 * are skipped. `server` is filled when the suite starts, so the suite's tests use it, never its collection.
 */
export function describeOnEachStore(
  title: string,
  suite: (server: DataTestServer, variant: StoreVariant) => void,
  { startTimeout = 60_000 } = {},
): void {
  describe.each(storeVariants)(title, (variant) => {
    const server = {} as DataTestServer;
    let started: DataTestServer | undefined;
    beforeAll(async () => {
      if (variant.skip) return;
      started = await variant.start();
      Object.assign(server, started);
    }, startTimeout);
    afterAll(() => started?.close());
    beforeEach((context) => {
      if (variant.skip) context.skip();
    });
    suite(server, variant);
  });
}
