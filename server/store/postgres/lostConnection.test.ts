import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { postgresAvailable, startThrowawayPostgres, type ThrowawayPostgres } from '../../testing/throwawayPostgres';
import { isStoreUnavailable } from '../storeUnavailable';
import { importDatabase } from './fixtures';
import { migrate } from './migrate';
import { openDatabase } from './database';
import { openReplica } from './openReplica';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../../projectRoot';

let cluster: ThrowawayPostgres;
let url: string;

/** Ends the backends of this database that match `where` (pg_stat_activity), as a restart of PostgreSQL would. */
async function terminate(where: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid() AND ${where}`,
    );
  } finally {
    await admin.end();
  }
}

describe.skipIf(!postgresAvailable)('a lost PostgreSQL connection', () => {
  beforeAll(async () => {
    cluster = await startThrowawayPostgres();
    url = await cluster.createDatabase('lost_connection');
    await migrate(url);
    const fixture = JSON.parse(readFileSync(join(projectRoot, 'db.json'), 'utf8')) as Record<string, unknown>;
    expect((await importDatabase(url, fixture)).ok).toBe(true);
  }, 60_000);
  afterAll(() => cluster?.stop());

  it('fails the work of a checked-out connection with an unavailable store, and the process goes on', async () => {
    const database = openDatabase(url, 2, 'radar-lost-checked-out');
    try {
      const client = await database.pool.connect();
      // No listener of the test's own: the `error` this connection emits must be handled by the pool's set-up.
      const ended = new Promise((resolve) => client.once('end', resolve));
      await terminate(`application_name = 'radar-lost-checked-out'`);
      // Unhandled, the `error` of a connection in use was an uncaught exception that ended the process.
      await ended;
      const failure = await client.query('SELECT 1').catch((error: unknown) => error);
      expect(isStoreUnavailable(failure)).toBe(true);
      client.release();
      // The pool dropped the dead connection: the next query gets a new one.
      expect((await database.pool.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await database.pool.end();
    }
  });

  it('reports the replica unavailable while its LISTEN connection is lost, and available again after the reload', async () => {
    const database = openDatabase(url, 2, 'radar-lost-listen');
    const store = await openReplica(database);
    try {
      expect(store.unavailableBecause).toBeUndefined();
      await terminate(`application_name = 'radar-lost-listen' AND query LIKE 'LISTEN %'`);
      await vi.waitFor(() => expect(store.unavailableBecause).toMatch(/PostgreSQL nicht erreichbar/), {
        timeout: 5000,
        interval: 10,
      });
      await vi.waitFor(() => expect(store.unavailableBecause).toBeUndefined(), { timeout: 10_000, interval: 50 });
    } finally {
      await store.shutdown();
      await database.pool.end();
    }
  });
});
