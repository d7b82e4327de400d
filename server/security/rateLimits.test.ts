import { afterAll, beforeAll, expect, it } from 'vitest';
import { AI_BASE, API_BASE } from '@shared/api/paths';
import { ssoPaths } from '@shared/auth/ssoPaths';
import { aiApiPaths, portalApiPaths } from '@shared/portalApi';
import { adminApiPaths } from '@shared/routes';
import { texts } from '@shared/texts';
import { startTestServer, type TestServer } from '../testing/testServer';

// Scale 0.05: sign-in 6 per minute and address, AI 2, support 1 and sync 1 per account, 1 failed login.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ rateLimitScale: 0.05 });
  // Two sign-ins: 4 of the 6 sign-in calls of this minute.
  await server.authAs('max.muster');
  await server.authAs('anna.admin');
});
afterAll(() => server.close());

const post = async (username: string, path: string, body: BodyInit, type?: string) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { ...(await server.authAs(username)), ...(type ? { 'content-type': type } : {}) },
    body,
  });

async function expectLimited(response: Response): Promise<void> {
  expect(response.status).toBe(429);
  expect(await response.json()).toEqual({ code: 'RATE_LIMITED', message: texts.limits.tooManyRequests });
  expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
}

it('limits questions to the assistant per account, not per address', async () => {
  const ask = (username: string) =>
    post(
      username,
      `${AI_BASE}${aiApiPaths.chat}`,
      JSON.stringify({ message: 'Wie melde ich mich an?' }),
      'application/json',
    );
  expect((await ask('max.muster')).status).toBe(200);
  expect((await ask('max.muster')).status).toBe(200);
  await expectLimited(await ask('max.muster'));
  expect((await ask('anna.admin')).status).toBe(200);
});

it('limits support requests, also invalid ones', async () => {
  const stored = server.store.collection('supportRequests').length;
  const send = () => post('max.muster', `${API_BASE}${portalApiPaths.sendSupportRequest}`, new FormData());
  expect((await send()).status).toBe(400);
  await expectLimited(await send());
  expect(server.store.collection('supportRequests')).toHaveLength(stored);
});

it('limits the synchronisations and mass changes of the back office', async () => {
  const change = () =>
    post('anna.admin', `${API_BASE}${adminApiPaths.massPermissions}`, JSON.stringify({}), 'application/json');
  expect((await change()).status).toBe(400);
  await expectLimited(await change());
  await expectLimited(
    await post('anna.admin', `${API_BASE}${adminApiPaths.zbvSync}`, JSON.stringify({}), 'application/json'),
  );
});

it('limits the sign-in calls per address', async () => {
  const token = () => fetch(`${server.url}${API_BASE}${ssoPaths.token}`);
  expect((await token()).status).toBe(400);
  expect((await token()).status).toBe(400);
  await expectLimited(await token());
  await expectLimited(await fetch(`${server.url}${API_BASE}${ssoPaths.refresh}?refreshToken=x`));
});

it('answers too many failed logins on the provider form with the German sign-in page', async () => {
  const login = () =>
    fetch(`${server.url}/oidc/interaction/unbekannt/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'username=max.muster&password=falsch',
    });
  expect((await login()).status).toBe(400);
  const limited = await login();
  expect(limited.status).toBe(429);
  expect(await limited.text()).toMatch(
    /Zu viele fehlgeschlagene Anmeldeversuche\. Bitte versuchen Sie es ab \d\d:\d\d Uhr erneut\./,
  );
});

it('locks the user name that failed, not every colleague behind the same address', async () => {
  const login = (username: string) =>
    fetch(`${server.url}/oidc/interaction/unbekannt/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username, password: 'falsch' }).toString(),
    });
  expect((await login('kurt.kunde')).status).toBe(400);
  expect((await login(' Kurt.Kunde')).status).toBe(429);
  // Same address, other names: the provider answers (here: the unknown interaction), no lockout.
  expect((await login('anna.admin')).status).toBe(400);
  expect((await login('gabi.analytics')).status).toBe(400);
});
