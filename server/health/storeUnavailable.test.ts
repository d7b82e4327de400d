import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type RequestHandler } from 'express';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { HEALTH_PATH } from '@shared/api/paths';
import { texts } from '@shared/texts';
import type { AccessTokenVerifier } from '../auth/accessTokens';
import { authenticate } from '../auth/authenticate';
import { subjectIsAccountId, type SessionAccounts } from '../auth/sessionAccounts';
import { StoreUnavailableError } from '../store/storeUnavailable';
import { fixtureStoreOfFile } from '../testing/fixtureStore';
import { createHealthRouter } from './healthRouter';
import { createReadiness } from './readiness';

const { store } = fixtureStoreOfFile();
const readiness = createReadiness();
readiness.ready();

/** The store's PostgreSQL lost (the replica says why) or not. */
const storeLost = (lost: boolean) =>
  vi.spyOn(store, 'unavailableBecause', 'get').mockReturnValue(lost ? 'PostgreSQL nicht erreichbar' : undefined);

/** A verifier whose revocation list cannot be reached, or that knows one user. */
let verify: AccessTokenVerifier['verify'];
const verifier = { verify: (token: string) => verify(token) } as AccessTokenVerifier;
/** As for an external provider's session whose sign-in recorded no account (a person the accounts do not know). */
const unboundSessions: SessionAccounts = { ...subjectIsAccountId, accountIdOf: () => Promise.resolve(undefined) };
const checkToken: RequestHandler = authenticate(store, verifier, unboundSessions, {
  publicPaths: [],
  allowedWithoutPermission: [],
});

const app = express();
app.use(HEALTH_PATH, createHealthRouter(store, readiness, checkToken));
app.get('/api/me', checkToken, (_req, res) => res.json({ ok: true }));
let server: Server;
let base = '';
beforeAll(async () => {
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => vi.restoreAllMocks());

it('answers readiness and health DOWN with the store component DOWN while the store is lost, UP again after', async () => {
  storeLost(true);
  const readinessDown = await fetch(`${base}${HEALTH_PATH}/readiness`);
  expect(readinessDown.status).toBe(503);
  expect(await readinessDown.json()).toMatchObject({ status: 'DOWN' });
  const health = await fetch(`${base}${HEALTH_PATH}`);
  expect(health.status).toBe(503);
  expect(await health.json()).toMatchObject({
    status: 'DOWN',
    components: { store: { status: 'DOWN', details: { error: 'PostgreSQL nicht erreichbar' } } },
  });
  // The process can recover by itself: liveness stays UP.
  expect((await fetch(`${base}${HEALTH_PATH}/liveness`)).status).toBe(200);

  storeLost(false);
  expect((await fetch(`${base}${HEALTH_PATH}/readiness`)).status).toBe(200);
});

it('answers a token check that cannot reach the store with 503 and Retry-After, never 401', async () => {
  verify = () => Promise.reject(new StoreUnavailableError(new Error('Connection terminated unexpectedly')));
  const answer = await fetch(`${base}/api/me`, { headers: { Authorization: 'Bearer a.valid.token' } });
  expect(answer.status).toBe(503);
  expect(answer.headers.get('retry-after')).toBe('5');
  expect(await answer.json()).toEqual({
    code: 'SERVICE_UNAVAILABLE',
    message: texts.availability.serviceUnavailable,
  });
});

it('answers 503 for an account a replica that lost PostgreSQL does not know, 403 once it is back', async () => {
  verify = (token) => Promise.resolve({ sub: token, username: 'neu.angelegt' });
  const headers = { Authorization: 'Bearer a.valid.token' };
  storeLost(true);
  expect((await fetch(`${base}/api/me`, { headers })).status).toBe(503);
  storeLost(false);
  expect((await fetch(`${base}/api/me`, { headers })).status).toBe(403);
});
