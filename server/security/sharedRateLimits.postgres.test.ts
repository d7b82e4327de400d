import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_BASE, API_BASE } from '@shared/api/paths';
import { ssoPaths } from '@shared/auth/ssoPaths';
import { aiApiPaths } from '@shared/portalApi';
import { projectRoot } from '../projectRoot';
import { importDatabase } from '../store/postgres/fixtures';
import { migrate } from '../store/postgres/migrate';
import { startTestServer, type TestServer } from '../testing/testServer';
import { postgresAvailable, startThrowawayPostgres, type ThrowawayPostgres } from '../testing/throwawayPostgres';

// Two instances on one database, as behind a round-robin balancer. Scale 0.05: sign-in 6 per minute and
// address, AI 2 per account, in all instances together.
describe.skipIf(!postgresAvailable)('Abuse limits of two instances on one database', () => {
  let cluster: ThrowawayPostgres;
  let servers: TestServer[] = [];
  beforeAll(async () => {
    cluster = await startThrowawayPostgres();
    const databaseUrl = await cluster.createDatabase('limits');
    await migrate(databaseUrl);
    const imported = await importDatabase(databaseUrl, JSON.parse(readFileSync(join(projectRoot, 'db.json'), 'utf8')));
    if (!imported.ok) throw new Error('db.json ließ sich nicht importieren');
    servers = [
      await startTestServer({ databaseUrl, rateLimitScale: 0.05 }),
      await startTestServer({ databaseUrl, rateLimitScale: 0.05 }),
    ];
    // One sign-in on each: 4 of the 6 sign-in calls of this minute, counted together.
    for (const server of servers) await server.authAs('max.muster');
  }, 60_000);
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    await cluster?.stop();
  });

  const ask = async (server: TestServer) =>
    (
      await fetch(`${server.url}${AI_BASE}${aiApiPaths.chat}`, {
        method: 'POST',
        headers: { ...(await server.authAs('max.muster')), 'content-type': 'application/json' },
        body: JSON.stringify({ message: 'Wie melde ich mich an?' }),
      })
    ).status;

  it('share one limit per account: the balancer spreading the questions does not double it', async () => {
    const [first, second] = servers as [TestServer, TestServer];
    expect(await ask(first)).toBe(200);
    expect(await ask(second)).toBe(200);
    expect(await ask(first)).toBe(429);
    expect(await ask(second)).toBe(429);
  });

  it('share one limit per address on the sign-in calls', async () => {
    const token = async (server: TestServer) => (await fetch(`${server.url}${API_BASE}${ssoPaths.token}`)).status;
    const [first, second] = servers as [TestServer, TestServer];
    expect(await token(first)).toBe(400);
    expect(await token(second)).toBe(400);
    expect(await token(first)).toBe(429);
    expect(await token(second)).toBe(429);
  });
});
