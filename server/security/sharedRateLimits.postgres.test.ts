import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_BASE, API_BASE } from '@shared/api/paths';
import { ssoPaths } from '@shared/auth/ssoPaths';
import { aiApiPaths } from '@shared/portalApi';
import { startTwoInstancesOnOneDatabase, type Instances } from '../testing/instancesOnOneDatabase';
import type { TestServer } from '../testing/testServer';
import { postgresAvailable } from '../testing/throwawayPostgres';
import { abuseLimits } from './rateLimits';

// Two instances on one database, as behind a round-robin balancer. Scale 0.05: sign-in 100 calls per minute and
// address, 1 refresh per session, AI 2 per account, in all instances together.
const SCALE = 0.05;
describe.skipIf(!postgresAvailable)('Abuse limits of two instances on one database', () => {
  let instances: Instances | undefined;
  beforeAll(async () => {
    instances = await startTwoInstancesOnOneDatabase({ rateLimitScale: SCALE });
    // One sign-in on each: 4 of the sign-in calls of this minute, counted together.
    for (const server of instances.servers) await server.authAs('max.muster');
  }, 60_000);
  afterAll(() => instances?.stop());

  const ask = async (server: TestServer) =>
    (
      await fetch(`${server.url}${AI_BASE}${aiApiPaths.chat}`, {
        method: 'POST',
        headers: { ...(await server.authAs('max.muster')), 'content-type': 'application/json' },
        body: JSON.stringify({ message: 'Wie melde ich mich an?' }),
      })
    ).status;

  it('share one limit per account: the balancer spreading the questions does not double it', async () => {
    const [first, second] = instances!.servers;
    expect(await ask(first)).toBe(200);
    expect(await ask(second)).toBe(200);
    expect(await ask(first)).toBe(429);
    expect(await ask(second)).toBe(429);
  });

  it('share one limit per session and per address on the sign-in calls', async () => {
    const [first, second] = instances!.servers;
    const refresh = async (server: TestServer) =>
      (await fetch(`${server.url}${API_BASE}${ssoPaths.refresh}?refreshToken=gestohlen`)).status;
    expect(await refresh(first)).toBe(401);
    expect(await refresh(second)).toBe(429);
    const token = async (server: TestServer) => (await fetch(`${server.url}${API_BASE}${ssoPaths.token}`)).status;
    // 4 calls of the sign-ins and 2 refreshes so far; the rest of the address's calls, alternating.
    const rest = Math.round(abuseLimits.signInPerAddress.limit * SCALE) - 6;
    for (let i = 0; i < rest; i++) expect(await token(instances!.servers[i % 2]!)).toBe(400);
    expect(await token(first)).toBe(429);
    expect(await token(second)).toBe(429);
  });
});
