import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type ErrorRequestHandler } from 'express';
import type { Adapter } from 'oidc-provider';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ssoPaths } from '@shared/auth/ssoPaths';
import type { AccessTokenVerifier } from '../../auth/accessTokens';
import type { OidcClient } from '../../auth/oidcClient';
import { subjectIsAccountId } from '../../auth/sessionAccounts';
import { isStoreUnavailable, sendStoreUnavailable } from '../../store/storeUnavailable';
import { fixtureStoreOfFile } from '../../testing/fixtureStore';
import { LoginTransactions } from './loginTransactions';
import { createSsoRouter } from './ssoRouter';

const { store } = fixtureStoreOfFile();
/** What the provider's token endpoint answers the refresh (openid-client throws its error with the status). */
let refused: { status: number; error: string };
const oidc = {
  refresh: () => Promise.reject(Object.assign(new Error(refused.error), refused)),
} as unknown as OidcClient;

const app = express();
app.use(
  createSsoRouter(store, oidc, {} as AccessTokenVerifier, {
    secure: false,
    transactions: new LoginTransactions({} as Adapter),
    sessions: subjectIsAccountId,
  }),
);
// As the app's error handler answers a store that cannot be reached.
const handleError: ErrorRequestHandler = (error, _req, res, next) =>
  isStoreUnavailable(error) ? sendStoreUnavailable(res) : next(error);
app.use(handleError);
let server: Server;
let url = '';
beforeAll(async () => {
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${ssoPaths.refresh}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const refresh = () =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ refreshToken: 'r' }),
  });

it('answers 503 when the provider could not check the refresh token (its store lost), so the portal keeps the session', async () => {
  refused = { status: 500, error: 'server_error' };
  const answer = await refresh();
  expect(answer.status).toBe(503);
  expect(answer.headers.get('retry-after')).toBe('5');
});

it('answers 401 when the provider refused the refresh token', async () => {
  refused = { status: 400, error: 'invalid_grant' };
  expect((await refresh()).status).toBe(401);
});
