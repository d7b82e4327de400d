import { afterAll, beforeAll, expect, it } from 'vitest';
import { AI_BASE, API_BASE } from '@shared/api/paths';
import { ssoPaths } from '@shared/auth/ssoPaths';
import { aiApiPaths, portalApiPaths } from '@shared/portalApi';
import { adminApiPaths } from '@shared/routes';
import { texts } from '@shared/texts';
import { CookieJar, openLoginForm, postLogin } from '../testing/signIn';
import { startTestServer, type TestServer } from '../testing/testServer';
import { abuseLimits } from './rateLimits';

// Scale 0.05: sign-in 100 per minute and address, AI 2, support 1 and sync 1 per account, 1 refused password per
// name and per sign-in page, 30 per address.
const SCALE = 0.05;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ rateLimitScale: SCALE });
  // Two sign-ins: 4 of the sign-in calls of this minute.
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

/** A refused password on a real sign-in page (a new one unless given). */
async function refusedLogin(username: string, page?: { jar: CookieJar; form: string }): Promise<Response> {
  const jar = page?.jar ?? new CookieJar();
  const form = page?.form ?? (await openLoginForm(server.url, jar));
  return postLogin(server.url, jar, form, username, 'falsch');
}

it('answers too many refused passwords on one sign-in page with the German sign-in page', async () => {
  const jar = new CookieJar();
  const page = { jar, form: await openLoginForm(server.url, jar) };
  expect((await refusedLogin('max.muster', page)).status).toBe(401);
  const limited = await refusedLogin('gabi.analytics', page);
  expect(limited.status).toBe(429);
  expect(await limited.text()).toMatch(
    /Zu viele fehlgeschlagene Anmeldeversuche\. Bitte versuchen Sie es ab \d\d:\d\d Uhr erneut\./,
  );
});

it('locks the user name that failed, not every colleague behind the same address', async () => {
  expect((await refusedLogin('kurt.kunde')).status).toBe(401);
  expect((await refusedLogin(' Kurt.Kunde')).status).toBe(429);
  // Same address, other names, new pages: the provider compares the password, no lockout.
  expect((await refusedLogin('anna.admin')).status).toBe(401);
  expect((await refusedLogin('julia.koch')).status).toBe(401);
});

// Last: it spends the address's sign-in calls.
it('limits the sign-in calls per address, and the refreshes of one session', async () => {
  const token = () => fetch(`${server.url}${API_BASE}${ssoPaths.token}`);
  const refresh = (refreshToken: string) =>
    fetch(`${server.url}${API_BASE}${ssoPaths.refresh}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken }),
    });
  // One session (a replayed refresh token) stops at its own limit, long before the address's.
  const perSession = Math.round(abuseLimits.refreshPerSession.limit * SCALE);
  for (let i = 0; i < perSession; i++) expect((await refresh('gestohlen')).status).toBe(401);
  await expectLimited(await refresh('gestohlen'));
  // The address's cap: the sign-ins of the tests before took their share of it.
  const statuses: number[] = [];
  while (statuses.at(-1) !== 429 && statuses.length <= Math.round(abuseLimits.signInPerAddress.limit * SCALE))
    statuses.push((await token()).status);
  expect(statuses.slice(0, -1).every((status) => status === 400)).toBe(true);
  await expectLimited(await token());
  await expectLimited(await refresh('andere-sitzung'));
});
