import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { generateAccounts } from '../../scripts/generate-accounts';
import { CookieJar, openLoginForm, postLogin, signInViaApi } from '../testing/signIn';
import { startTestServer, type TestServer } from '../testing/testServer';
import { abuseLimits } from './rateLimits';

/**
 * Monday, 8:00, at the limits' real sizes: a branch office behind one address signs in at once, while one
 * account's or one sign-in page's abuse is still stopped. The clock stands still (only `Date` is faked), so every
 * call falls into the same minute of the limits, however slow the machine.
 */
const OFFICE = 300;
let server: TestServer;
let colleagues: string[];
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-30T07:00:00Z') });
  server = await startTestServer();
  const { store } = server;
  const generated = generateAccounts(
    {
      zbvAccounts: store.collection('zbvAccounts'),
      zbvOrgs: store.collection('zbvOrgs'),
      zbvRoles: store.collection('zbvRoles'),
    },
    OFFICE + 40,
  ).filter((account) => account.active);
  store.change('zbvAccounts', (accounts) => [...accounts, ...generated.slice(0, OFFICE)]);
  colleagues = generated.slice(0, OFFICE).map((account) => account.username);
}, 60_000);
afterAll(async () => {
  await server.close();
  vi.useRealTimers();
});

const refusedLogin = (username: string, page: { jar: CookieJar; form: string }) =>
  postLogin(server.url, page.jar, page.form, username, 'falsch');
const newPage = async () => {
  const jar = new CookieJar();
  return { jar, form: await openLoginForm(server.url, jar) };
};

it(`signs in ${OFFICE} colleagues from one address within one minute`, { timeout: 300_000 }, async () => {
  expect(colleagues).toHaveLength(OFFICE);
  const signedIn: string[] = [];
  // Ten browsers at a time, as an office arrives.
  for (let start = 0; start < OFFICE; start += 10) {
    const batch = colleagues.slice(start, start + 10);
    const tokens = await Promise.all(batch.map((username) => signInViaApi(server.url, username)));
    tokens.forEach((token, index) => token.access_token && signedIn.push(batch[index]!));
  }
  expect(signedIn).toHaveLength(OFFICE);
});

it('does not count sign-in attempts against interactions that do not exist', { timeout: 120_000 }, async () => {
  for (let i = 0; i < 205; i++) {
    const response = await fetch(`${server.url}/oidc/interaction/bogus${i}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: 'julia.koch', password: 'falsch' }).toString(),
    });
    expect(response.status).toBe(400);
  }
  await expect(signInViaApi(server.url, 'julia.koch')).resolves.toHaveProperty('access_token');
});

it("stops one account's password guessing, across sign-in pages", { timeout: 120_000 }, async () => {
  const { limit } = abuseLimits.loginFailures;
  let page = await newPage();
  for (let i = 0; i < limit; i++) {
    // A fresh page before the page's own limit would stop the guessing first.
    if (i % 5 === 0) page = await newPage();
    expect((await refusedLogin('max.muster', page)).status).toBe(401);
  }
  expect((await refusedLogin('max.muster', await newPage())).status).toBe(429);
  await expect(signInViaApi(server.url, 'anna.admin')).resolves.toHaveProperty('access_token');
});

it('stops guessing on one sign-in page across names', { timeout: 120_000 }, async () => {
  const page = await newPage();
  const { limit } = abuseLimits.loginFailuresPerInteraction;
  for (let i = 0; i < limit; i++) expect((await refusedLogin(colleagues[i]!, page)).status).toBe(401);
  expect((await refusedLogin(colleagues[limit]!, page)).status).toBe(429);
  await expect(signInViaApi(server.url, colleagues[limit]!)).resolves.toHaveProperty('access_token');
});
