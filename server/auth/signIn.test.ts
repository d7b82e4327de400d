import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, DATA_BASE } from '@shared/api/paths';
import { capturedLog } from '../testing/capturedLog';
import { bearer, signInViaApi } from '../testing/signIn';
import { startTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
const captured = capturedLog();
beforeAll(async () => {
  server = await startTestServer({}, captured.log);
});
afterAll(() => server.close());

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers });

describe('sign-in through the embedded OpenID provider', () => {
  it('gives max.muster tokens, user data and a login history entry', async () => {
    const before = server.store.collection('zbvAccountLoginHistories').length;
    const tokens = await signInViaApi(server.url, 'max.muster');
    expect(tokens).toMatchObject({ token_type: expect.stringMatching(/bearer/i), expires_in: expect.any(Number) });
    expect(tokens.id_token).toBeTruthy();
    expect(tokens.refresh_token).toBeTruthy();
    const login = await get(`${API_BASE}/api/v1/sso/login`, bearer(tokens));
    expect(login.status).toBe(200);
    expect(await login.json()).toMatchObject({
      name: 'Max Mustermann',
      username: 'max.muster',
      admin: false,
      organisationName: 'Sparkasse Musterstadt',
    });
    expect(server.store.collection('zbvAccountLoginHistories').length).toBe(before + 1);
  });

  it('answers 403 to the login call of a user without permission, but serves his user data', async () => {
    const tokens = await signInViaApi(server.url, 'otto.ohnerecht');
    expect((await get(`${API_BASE}/api/v1/sso/login`, bearer(tokens))).status).toBe(403);
    expect((await get(`${API_BASE}/get-userdata`, bearer(tokens))).status).toBe(200);
    expect((await get(`${DATA_BASE}/modules`, bearer(tokens))).status).toBe(403);
  });

  it('refuses a wrong password and an unknown user', async () => {
    await expect(signInViaApi(server.url, 'max.muster', 'falsch')).rejects.toThrow();
    await expect(signInViaApi(server.url, 'nie.gesehen')).rejects.toThrow();
  });

  it('refreshes tokens', async () => {
    const tokens = await signInViaApi(server.url, 'anna.admin');
    const refreshed = await get(`${API_BASE}/api/v1/sso/token/refresh?refreshToken=${tokens.refresh_token}`);
    expect(refreshed.status).toBe(200);
    const next = (await refreshed.json()) as { access_token: string };
    expect((await get(`${DATA_BASE}/modules`, bearer({ ...tokens, access_token: next.access_token }))).status).toBe(
      200,
    );
  });

  const refreshByPost = (refreshToken: string | undefined) =>
    fetch(`${server.url}${API_BASE}/api/v1/sso/token/refresh`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken }),
    });

  it('rotates the refresh token on every use (POST body), and reuse of an old one ends the whole grant', async () => {
    const tokens = await signInViaApi(server.url, 'max.muster');
    const first = await refreshByPost(tokens.refresh_token);
    expect(first.status).toBe(200);
    const next = (await first.json()) as { access_token: string; refresh_token: string };
    expect(next.refresh_token).toBeTruthy();
    expect(next.refresh_token).not.toBe(tokens.refresh_token);
    const fresh = bearer({ ...tokens, access_token: next.access_token });
    expect((await get(`${API_BASE}/get-userdata`, fresh)).status).toBe(200);
    // The old refresh token comes back (a thief, or a lost race): refused, and the grant is gone.
    expect((await refreshByPost(tokens.refresh_token)).status).toBe(401);
    expect((await refreshByPost(next.refresh_token)).status).toBe(401);
    expect((await get(`${API_BASE}/get-userdata`, fresh)).status).toBe(401);
    expect(captured.text()).not.toContain(tokens.refresh_token);
  });

  it('refuses a POST refresh without a token', async () => {
    expect((await refreshByPost(undefined)).status).toBe(400);
  });

  it('revokes the grant on logout even when the client does not send the refresh token', async () => {
    const tokens = await signInViaApi(server.url, 'max.muster');
    const logout = await fetch(`${server.url}${API_BASE}/api/v1/sso/logout`, {
      method: 'POST',
      headers: { ...bearer(tokens), 'content-type': 'application/json' },
      body: JSON.stringify({}),
    });
    expect(logout.status).toBe(200);
    expect((await refreshByPost(tokens.refresh_token)).status).toBe(401);
    expect((await get(`${API_BASE}/api/v1/sso/token/refresh?refreshToken=${tokens.refresh_token}`)).status).toBe(401);
    expect((await get(`${API_BASE}/get-userdata`, bearer(tokens))).status).toBe(401);
  });

  it('ends the session on logout: the old access token gets 401 and the refresh token stops working', async () => {
    const tokens = await signInViaApi(server.url, 'anna.admin');
    const logout = await fetch(`${server.url}${API_BASE}/api/v1/sso/logout`, {
      method: 'POST',
      headers: { ...bearer(tokens), 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken: tokens.refresh_token, idToken: tokens.id_token }),
    });
    expect(logout.status).toBe(200);
    const { endSessionUrl } = (await logout.json()) as { endSessionUrl: string };
    expect(endSessionUrl).toContain('id_token_hint=');
    expect(endSessionUrl).toContain('post_logout_redirect_uri=');
    expect((await get(`${API_BASE}/get-userdata`, bearer(tokens))).status).toBe(401);
    expect((await get(`${API_BASE}/api/v1/sso/token/refresh?refreshToken=${tokens.refresh_token}`)).status).toBe(401);
  });
});

describe('API calls without a valid token get 401', () => {
  const endpoints = [
    ['portal data', `${API_BASE}/get-userdata`],
    ['admin resource', `${DATA_BASE}/zbvAccounts`],
    ['sync action', `${API_BASE}/sync/zbv`],
  ] as const;

  it.each(endpoints)('%s without a token', async (_kind, path) => {
    expect((await get(path)).status).toBe(401);
  });

  it.each(['OPTIONS', 'GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'PROPFIND'])(
    '%s on a data collection without a token answers 204 or 401, never a stack',
    async (method) => {
      const before = captured.lines.length;
      for (const path of [`${DATA_BASE}/modules`, `${DATA_BASE}/modules/1`, `${API_BASE}/get-userdata`]) {
        const response = await fetch(`${server.url}${path}`, { method });
        expect(response.status).toBe(method === 'OPTIONS' ? 204 : 401);
      }
      const errors = captured.lines.slice(before).filter((line) => line.level >= 50);
      expect(errors).toEqual([]);
    },
  );

  it.each(endpoints)('%s with a tampered token', async (_kind, path) => {
    const tokens = await signInViaApi(server.url, 'anna.admin');
    const [header, payload, signature] = tokens.access_token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'gabi.analytics' })).toString('base64url');
    expect((await get(path, { Authorization: `Bearer ${header}.${forged}.${signature}` })).status).toBe(401);
  });

  it.each(endpoints)('%s with an expired token', async (_kind, path) => {
    const short = await startTestServer({
      oidc: { kind: 'embedded', clientId: 'radar-portal', clientSecret: 's', password: 'test', tokenTtl: 10 },
    });
    try {
      const tokens = await signInViaApi(short.url, 'anna.admin');
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 15_000 });
      try {
        expect((await fetch(`${short.url}${path}`, { headers: bearer(tokens) })).status).toBe(401);
      } finally {
        vi.useRealTimers();
      }
    } finally {
      await short.close();
    }
  });
});
