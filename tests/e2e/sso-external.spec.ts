import type { Page } from '@playwright/test';
import { API_BASE, HEALTH_PATH } from '@shared/api/paths';
import { storageKeys } from '@shared/auth/storageKeys';
import { texts } from '@shared/texts';
import {
  BANK_API_RESOURCE,
  BANK_API_SCOPE,
  BANK_USERNAME_CLAIM,
  createBankIdp,
  type BankIdp,
  type BankIdpUser,
} from '@server/testing/bankIdp/bankIdp';
import { BANK_PASSWORD, bankUsers } from '@server/testing/bankIdp/bankIdpUsers';
import { failedRequest } from './support/consoleGuard';
import { expect, expectAccessible, test } from './support/fixtures';
import { freePort } from '@server/testing/freePort';
import { startServer, type E2eServer } from './support/server';

/**
 * The production sign-in path: the portal started with OIDC_ISSUER pointing at a bank's identity provider of its
 * own (server/testing/bankIdp), which it has never heard of until then. One server and one provider for the file;
 * the tests run in order, the first one with the provider still down.
 */
test.describe.configure({ mode: 'default' });

const CLIENT_ID = 'radar-portal';
const CLIENT_SECRET = 'radar-bei-der-musterbank';
/** Short, so a refresh is due a minute after sign-in (the page's clock is moved there). */
const TOKEN_TTL_SECONDS = 120;

let portal: E2eServer;
let idp: BankIdp;
let serverLog = '';

test.beforeAll(async () => {
  const [idpPort, portalPort] = await Promise.all([freePort(), freePort()]);
  const portalUrl = `http://localhost:${portalPort}`;
  idp = await createBankIdp({
    port: idpPort,
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    portalUrl,
    users: Object.values(bankUsers),
    password: BANK_PASSWORD,
    accessTokenTtl: TOKEN_TTL_SECONDS,
  });
  portal = await startServer({
    env: {
      PORT: String(portalPort),
      PUBLIC_URL: portalUrl,
      OIDC_ISSUER: idp.issuer,
      OIDC_CLIENT_ID: CLIENT_ID,
      OIDC_CLIENT_SECRET: CLIENT_SECRET,
      OIDC_AUDIENCE: BANK_API_RESOURCE,
      OIDC_SCOPE: `openid profile email ${BANK_API_SCOPE}`,
      OIDC_USERNAME_CLAIM: BANK_USERNAME_CLAIM,
    },
    onOutput: (text) => {
      serverLog += text;
    },
  });
});

test.afterAll(async () => {
  await portal.stop();
  await idp.dispose();
});

const readinessStatus = async () => (await fetch(`${portal.url}${HEALTH_PATH}/readiness`)).status;

/** The provider answers and the portal has loaded its discovery document and keys. */
async function providerUp(): Promise<void> {
  await idp.start();
  await expect.poll(readinessStatus, { timeout: 15_000 }).toBe(200);
}

/** Fills the bank's own login form, as its employee would. */
async function signInAtBank(page: Page, user: BankIdpUser): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Anmeldung bei der Musterbank' })).toBeVisible();
  await page.getByLabel('Kennung').fill(user.login);
  await page.getByLabel('Passwort').fill(BANK_PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
}

/**
 * The first screen after a full load of the portal (back from the bank, or `goto`) in a fresh context, without
 * cached chunks: on a busy 2-core machine that took over 10 s, as the back office's first paint does in sso.spec.ts.
 */
const portalLoad = { timeout: 30_000 };

const accessTokenIn = (page: Page) => page.evaluate((key) => localStorage.getItem(key), storageKeys.accessToken);
const keyIdOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString()) as { kid: string }).kid;

test('with the provider unreachable at start the portal runs, says so in German, and recovers when it comes', async ({
  page,
}) => {
  // Three sign-in attempts, a wait for the server's next try at the provider (up to 5 s), then a whole sign-in.
  test.slow();
  await expect.poll(() => serverLog).toMatch(/Identitätsanbieter http:\/\/127\.0\.0\.1:\d+\S* nicht erreichbar/);
  expect(await readinessStatus()).toBe(503);
  await page.goto(`${portal.url}/`);
  // The tab tries three sign-ins (each back from the server at once) before it stops and says so.
  await expect(page.getByRole('heading', { name: texts.session.problemHeadings.unreachable })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(texts.session.unreachable)).toBeVisible();
  await expectAccessible(page);
  await providerUp();
  expect(serverLog).toMatch(/wieder erreichbar/);
  await page.getByRole('button', { name: texts.session.reload }).click();
  await signInAtBank(page, bankUsers.max);
  await expect(page.getByRole('heading', { level: 1, name: texts.session.greeting('Max Mustermann') })).toBeVisible(
    portalLoad,
  );
});

test.describe('with the provider up', () => {
  test.beforeEach(providerUp);

  test('an employee signs in on the bank’s page and lands on the page first asked for', async ({ page }) => {
    await page.goto(`${portal.url}/profile`);
    await signInAtBank(page, bankUsers.anna);
    await expect(page.getByRole('heading', { level: 1, name: 'Benutzerdaten' })).toBeVisible(portalLoad);
    await expect(page.getByText('anna.admin').first()).toBeVisible();
    await expectAccessible(page);
  });

  for (const [who, user] of [
    ['a person unknown to the accounts', bankUsers.unknown],
    ['the holder of an inactive account', bankUsers.inactive],
  ] as const) {
    test(`${who} is refused in German after the bank signed them in`, async ({ page, expectConsoleMessages }) => {
      expectConsoleMessages(...failedRequest(403, '/backend/api/v1/sso/login'));
      await page.goto(`${portal.url}/`);
      await signInAtBank(page, user);
      await expect(page.getByRole('heading', { name: texts.session.problemHeadings.noPermission })).toBeVisible(
        portalLoad,
      );
      await expect(page.getByText(texts.session.noPermission)).toBeVisible();
      await expectAccessible(page);
    });
  }

  test('the session is refreshed silently before the bank’s short token lifetime ends', async ({ page }) => {
    await page.clock.install();
    await page.goto(`${portal.url}/profile`);
    await signInAtBank(page, bankUsers.max);
    const heading = page.getByRole('heading', { level: 1, name: 'Benutzerdaten' });
    await expect(heading).toBeVisible(portalLoad);
    const first = await accessTokenIn(page);
    await page.clock.fastForward((TOKEN_TTL_SECONDS - 55) * 1000);
    await expect.poll(() => accessTokenIn(page)).not.toBe(first);
    await page.goto(`${portal.url}/`);
    await expect(page.getByRole('heading', { level: 1, name: texts.session.greeting('Max Mustermann') })).toBeVisible(
      portalLoad,
    );
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a session lives through the bank rotating its signing key', async ({ page }) => {
    await page.clock.install();
    await page.goto(`${portal.url}/`);
    await signInAtBank(page, bankUsers.anna);
    await expect(page.getByRole('heading', { level: 1, name: texts.session.greeting('Anna Admin') })).toBeVisible(
      portalLoad,
    );
    const first = (await accessTokenIn(page)) ?? '';
    await idp.rotateKeys();
    await page.clock.fastForward((TOKEN_TTL_SECONDS - 55) * 1000);
    await expect.poll(() => accessTokenIn(page)).not.toBe(first);
    const rotated = (await accessTokenIn(page)) ?? '';
    expect(keyIdOf(rotated)).toBe(idp.signingKeyId());
    expect(keyIdOf(rotated)).not.toBe(keyIdOf(first));
    const call = await fetch(`${portal.url}${API_BASE}/get-userdata`, {
      headers: { Authorization: `Bearer ${rotated}` },
    });
    expect(call.status).toBe(200);
    await page.goto(`${portal.url}/profile`);
    await expect(page.getByRole('heading', { level: 1, name: 'Benutzerdaten' })).toBeVisible(portalLoad);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('Abmelden ends the session at the bank too (end-session): the token dies, the next sign-in asks again', async ({
    page,
  }) => {
    await page.goto(`${portal.url}/`);
    await signInAtBank(page, bankUsers.max);
    await expect(page.getByRole('heading', { level: 1, name: texts.session.greeting('Max Mustermann') })).toBeVisible(
      portalLoad,
    );
    const token = await accessTokenIn(page);
    await page.getByRole('button', { name: texts.session.logout }).click();
    await expect(page.getByText(texts.session.loggedOut)).toBeVisible(portalLoad);
    expect(new URL(page.url()).origin).toBe(new URL(portal.url).origin);
    await expectAccessible(page);
    const reused = await fetch(`${portal.url}${API_BASE}/get-userdata`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(reused.status).toBe(401);
    await page.getByRole('button', { name: texts.session.signInAgain }).click();
    await expect(page.getByRole('heading', { name: 'Anmeldung bei der Musterbank' })).toBeVisible();
  });
});
