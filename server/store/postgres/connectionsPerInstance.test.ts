import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_BASE, API_BASE, DATA_BASE } from '@shared/api/paths';
import { aiApiPaths } from '@shared/portalApi';
import { adminApiPaths } from '@shared/routes';
import { projectRoot } from '../../projectRoot';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { postgresAvailable, startThrowawayPostgres, type ThrowawayPostgres } from '../../testing/throwawayPostgres';
import { importDatabase } from './fixtures';
import { migrate } from './migrate';

const POOL_SIZE = 2;

/** The connections to the database other than the counting one, by application_name. */
async function connections(databaseUrl: string): Promise<Map<string, number>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string; count: number }>(
      `SELECT application_name AS name, count(*)::int AS count FROM pg_stat_activity
       WHERE datname = current_database() AND pid <> pg_backend_pid() GROUP BY application_name`,
    );
    return new Map(rows.map(({ name, count }) => [name, count]));
  } finally {
    await client.end();
  }
}

describe.skipIf(!postgresAvailable)('connections of one instance with DATABASE_URL (decision 104)', () => {
  let cluster: ThrowawayPostgres;
  let databaseUrl: string;
  let server: TestServer;

  beforeAll(async () => {
    cluster = await startThrowawayPostgres();
    databaseUrl = await cluster.createDatabase('connections');
    await migrate(databaseUrl);
    const fixture: unknown = JSON.parse(readFileSync(join(projectRoot, 'db.json'), 'utf8'));
    expect((await importDatabase(databaseUrl, fixture)).ok).toBe(true);
    server = await startTestServer({ databaseUrl, databasePoolSize: POOL_SIZE });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await cluster?.stop();
  });

  it('holds at most the pool and its LISTEN connection after data API, sign-in, files and rate limits', async () => {
    // Sign-in (auth state, sign-in limits), then calls of every PostgreSQL part at once, so each would open its own.
    const [anna, max] = await Promise.all([server.authAs('anna.admin'), server.authAs('max.muster')]);
    const data = (path: string) => fetch(`${server.url}${DATA_BASE}${path}`, { headers: anna });
    const calls = [
      ...['/groups', '/zbvAccounts', '/notifications', '/auditLog'].map(data),
      fetch(`${server.url}${API_BASE}${adminApiPaths.mediaUpload}?fileName=pool-kachel.svg`, {
        method: 'POST',
        headers: { ...anna, 'content-type': 'image/svg+xml' },
        body: '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>',
      }),
      fetch(`${server.url}${AI_BASE}${aiApiPaths.chat}`, {
        method: 'POST',
        headers: { ...max, 'content-type': 'application/json' },
        body: JSON.stringify({ message: 'Wie melde ich mich an?' }),
      }),
    ];
    const answers = await Promise.all(calls);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 201, 200]);
    const write = await fetch(`${server.url}${DATA_BASE}/groups`, {
      method: 'POST',
      headers: { ...anna, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Pool-Gruppe' }),
    });
    expect(write.status, await write.text()).toBe(201);

    const held = await connections(databaseUrl);
    const total = [...held.values()].reduce((sum, count) => sum + count, 0);
    // No more than the pool and the listener (at least a pool connection and the listener), all named for the instance.
    expect(total, JSON.stringify([...held])).toBeLessThanOrEqual(POOL_SIZE + 1);
    expect(total).toBeGreaterThanOrEqual(2);
    expect([...held.keys()]).toEqual([server.applicationName]);
  });

  it('answers more concurrent data API writes than the pool has connections', async () => {
    // The writes wait for the replica's read of their change through the same pool: their group commit holds one
    // connection and gives it back at the commit, before that read (docs/decisions/101).
    const anna = await server.authAs('anna.admin');
    const writes = Array.from({ length: 4 * POOL_SIZE }, (_, n) =>
      fetch(`${server.url}${DATA_BASE}/groups`, {
        method: 'POST',
        headers: { ...anna, 'content-type': 'application/json' },
        body: JSON.stringify({ name: `Gleichzeitig ${n}` }),
      }).then((answer) => answer.status),
    );
    expect(await Promise.all(writes)).toEqual(writes.map(() => 201));
    expect(server.store.collection('groups').filter((group) => group.name.startsWith('Gleichzeitig'))).toHaveLength(
      4 * POOL_SIZE,
    );
  }, 20_000);
});
