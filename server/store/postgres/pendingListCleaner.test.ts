import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { migratedDatabases, postgresVariant } from '../../testing/migratedDatabases';
import { openDatabase } from './database';
import { openReplica } from './openReplica';
import { FOLD_DELAY_MS, PENDING_LIST_LOCK, PendingListCleaner } from './pendingListCleaner';
import { PgCollectionStore } from './pgCollectionStore';

const databases = migratedDatabases('pending_list');

describe.skipIf(postgresVariant.skip)(`the search index after writes (${postgresVariant.name})`, () => {
  let url: string;
  let pool: pg.Pool;
  let store: PgCollectionStore;

  beforeEach(async () => {
    url = await databases.next();
    pool = new pg.Pool({ connectionString: url, max: 3 });
    await pool.query('CREATE EXTENSION IF NOT EXISTS pgstattuple');
    store = new PgCollectionStore(pool);
  });
  afterEach(async () => {
    await store.close();
    await pool.end();
  });

  /** Of every partition's search index (decision 111). */
  const pendingTuples = async () =>
    Number(
      (
        await pool.query(
          `SELECT sum((pgstatginindex(inhrelid)).pending_tuples) AS pending FROM pg_inherits
           WHERE inhparent = 'records_search'::regclass`,
        )
      ).rows[0].pending,
    );
  const createGroups = (count: number) =>
    Promise.all(Array.from({ length: count }, (_, index) => store.create('groups', { name: `Suchgruppe ${index}` })));

  it('folds the entries of new records into the index shortly after the writes, and finds them by q', async () => {
    await createGroups(30);
    await vi.waitFor(async () => expect(await pendingTuples()).toBe(0), { timeout: 5_000 });
    const found = await store.list('groups', { q: 'suchgruppe 17' });
    expect(found.items.map((group) => group.name)).toEqual(['Suchgruppe 17']);
  });

  it("folds the features' writes too: those the instance's replica commits", async () => {
    const instance = openDatabase(url, 2);
    const features = await openReplica(instance);
    try {
      for (let index = 0; index < 30; index += 1) features.insert('groups', { name: `Featuregruppe ${index}` });
      await features.durable();
      await vi.waitFor(async () => expect(await pendingTuples()).toBe(0), { timeout: 5_000 });
    } finally {
      await features.shutdown();
      await instance.pool.end();
    }
  });

  /** One write's fold, run to its end: the delay passed on the fake clock, then the cleaner closed after it. */
  const foldAfterAWrite = async () => {
    const cleaner = new PendingListCleaner(pool);
    cleaner.afterWrite();
    await vi.advanceTimersByTimeAsync(FOLD_DELAY_MS);
    await cleaner.close();
  };

  it('skips the fold while another instance holds the lock; the next fold after a write takes the entries', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const other = await pool.connect();
    try {
      await pool.query(
        `INSERT INTO records (collection, id, doc) VALUES ('groups', '900', '{"id": 900, "name": "Ohne Store"}')`,
      );
      await other.query('SELECT pg_advisory_lock($1)', [PENDING_LIST_LOCK]);
      await foldAfterAWrite();
      expect(await pendingTuples()).toBeGreaterThan(0);

      await other.query('SELECT pg_advisory_unlock($1)', [PENDING_LIST_LOCK]);
      await foldAfterAWrite();
      expect(await pendingTuples()).toBe(0);
    } finally {
      other.release();
      vi.useRealTimers();
    }
  });
});
