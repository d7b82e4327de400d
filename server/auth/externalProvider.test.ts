import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, HEALTH_PATH } from '@shared/api/paths';
import { capturedLog } from '../testing/capturedLog';
import { freePort } from '../testing/freePort';
import {
  BANK_API_RESOURCE,
  BANK_API_SCOPE,
  BANK_USERNAME_CLAIM,
  createBankIdp,
  type BankIdp,
} from '../testing/bankIdp/bankIdp';
import { BANK_PASSWORD, bankLoginForm, bankUsers } from '../testing/bankIdp/bankIdpUsers';
import { bearer, CookieJar, signInViaApi } from '../testing/signIn';
import { startTestServer, type TestServer } from '../testing/testServer';

const CLIENT_SECRET = 'radar-bei-der-musterbank';
let server: TestServer;
let idp: BankIdp;
const captured = capturedLog();

beforeAll(async () => {
  const idpPort = await freePort();
  server = await startTestServer(
    {
      oidc: {
        kind: 'external',
        issuer: `http://127.0.0.1:${idpPort}/realms/musterbank`,
        clientId: 'radar-portal',
        clientSecret: CLIENT_SECRET,
        audience: BANK_API_RESOURCE,
        scope: `openid profile email ${BANK_API_SCOPE}`,
        usernameClaim: BANK_USERNAME_CLAIM,
      },
    },
    captured.log,
  );
  idp = await createBankIdp({
    port: idpPort,
    clientId: 'radar-portal',
    clientSecret: CLIENT_SECRET,
    portalUrl: server.url,
    users: Object.values(bankUsers),
    password: BANK_PASSWORD,
    accessTokenTtl: 300,
  });
});
afterAll(async () => {
  await server.close();
  await idp.dispose();
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { headers, redirect: 'manual' });
const signIn = (user: (typeof bankUsers)[keyof typeof bankUsers]) =>
  signInViaApi(server.url, user.login, BANK_PASSWORD, new CookieJar(), bankLoginForm);

describe('an external provider (a bank identity provider of its own process)', () => {
  it('unreachable at start: German log line, readiness DOWN, sign-in back to the portal; then it recovers', async () => {
    await expect
      .poll(() => captured.text())
      .toMatch(/Identitätsanbieter http:\/\/127\.0\.0\.1:\d+\S* nicht erreichbar/);
    const readiness = await get(`${HEALTH_PATH}/readiness`);
    expect(readiness.status).toBe(503);
    expect(await readiness.json()).toMatchObject({ status: 'DOWN' });
    const authorize = await get(`${API_BASE}/api/v1/sso/authorize`);
    expect(authorize.status).toBe(302);
    expect(authorize.headers.get('location')).toBe('/sso/login?error=temporarily_unavailable');
    await idp.start();
    await expect.poll(async () => (await get(`${HEALTH_PATH}/readiness`)).status, { timeout: 8000 }).toBe(200);
    expect(captured.text()).toMatch(/wieder erreichbar/);
  }, 20_000);

  it('signs a known person in by the configured claim, and refuses one unknown to the accounts and an inactive one', async () => {
    const max = await signIn(bankUsers.max);
    expect(await (await get(`${API_BASE}/api/v1/sso/login`, bearer(max))).json()).toMatchObject({
      username: 'max.muster',
    });
    for (const refused of [bankUsers.unknown, bankUsers.inactive]) {
      const login = await get(`${API_BASE}/api/v1/sso/login`, bearer(await signIn(refused)));
      expect(login.status).toBe(403);
      expect(await login.json()).toMatchObject({
        code: 'NO_ACCOUNT',
        message: expect.stringMatching(/kein aktives Konto/),
      });
    }
  });

  it('accepts the tokens of a session refreshed right after the provider rotated its keys', async () => {
    const anna = await signIn(bankUsers.anna);
    expect((await get(`${API_BASE}/get-userdata`, bearer(anna))).status).toBe(200);
    const oldKey = idp.signingKeyId();
    await idp.rotateKeys();
    expect(idp.signingKeyId()).not.toBe(oldKey);
    const refreshed = await fetch(`${server.url}${API_BASE}/api/v1/sso/token/refresh`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken: anna.refresh_token }),
    });
    expect(refreshed.status).toBe(200);
    const tokens = (await refreshed.json()) as typeof anna;
    const header = JSON.parse(Buffer.from(tokens.access_token.split('.')[0] ?? '', 'base64url').toString()) as {
      kid: string;
    };
    expect(header.kid).toBe(idp.signingKeyId());
    expect((await get(`${API_BASE}/get-userdata`, bearer(tokens))).status).toBe(200);
  });

  it('keeps serving a signed-in session while the provider is down, and never answers it 401', async () => {
    const max = await signIn(bankUsers.max);
    await idp.stop();
    try {
      expect((await get(`${API_BASE}/get-userdata`, bearer(max))).status).toBe(200);
      expect((await get(`${HEALTH_PATH}/readiness`)).status).toBe(200);
    } finally {
      await idp.start();
    }
  });
});
