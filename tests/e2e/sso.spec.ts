import type { Page } from '@playwright/test';
import { API_BASE } from '@shared/api/paths';
import { storageKeys } from '@shared/auth/storageKeys';
import { adminShellTexts, texts } from '@shared/texts';
import { failedRequest } from './support/consoleGuard';
import { expect, expectAccessible, test } from './support/fixtures';
import { signInThroughLoginPage } from './support/signIn';
import { E2E_TOKEN_TTL_SECONDS } from './support/spawnServer';
import { fixtureUsers } from './support/users';

const accessTokenIn = (page: Page) => page.evaluate((key) => localStorage.getItem(key), storageKeys.accessToken);

test('a user without permission for the application sees the no-permission text', async ({
  page,
  expectConsoleMessages,
}) => {
  expectConsoleMessages(...failedRequest(403, '/backend/api/v1/sso/login'));
  await page.goto('/');
  await signInThroughLoginPage(page, fixtureUsers.otto);
  await expect(page.getByText(texts.session.noPermission)).toBeVisible();
  await expectAccessible(page);
});

test('a sign-in begun under another host name (127.0.0.1) goes through the public URL and ends on the dashboard', async ({
  page,
  baseURL,
}) => {
  const publicUrl = new URL(baseURL ?? '');
  const otherName = `${publicUrl.protocol}//127.0.0.1:${publicUrl.port}`;
  await page.goto(`${otherName}/`);
  await expect(page).toHaveURL(new RegExp(`^${publicUrl.origin}/`));
  await signInThroughLoginPage(page, fixtureUsers.max);
  await expect(page.getByRole('heading', { level: 1, name: `Hallo, ${fixtureUsers.max.name}!` })).toBeVisible();
  expect(new URL(page.url()).origin).toBe(publicUrl.origin);
  await expectAccessible(page);
});

test('a wrong password keeps the user on the German login page', async ({ page, expectConsoleMessages }) => {
  // The provider answers the form with 401 and its login page again.
  expectConsoleMessages(...failedRequest(401, '/login', { withApiLog: false }));
  await page.goto('/');
  await signInThroughLoginPage(page, fixtureUsers.max, 'falsch');
  await expect(page.getByRole('alert')).toHaveText('Benutzername oder Passwort ist falsch.');
  await expectAccessible(page);
});

test('one sign-in serves portal and back office, and the user returns to the page first asked for', async ({
  page,
}) => {
  await page.goto('/admin/ZbvOrgs');
  await signInThroughLoginPage(page, fixtureUsers.anna);
  await expect(page).toHaveURL(/\/admin\/ZbvOrgs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'ZBV-Organisationen' })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: `Hallo, ${fixtureUsers.anna.name}!` })).toBeVisible();
});

test('Abmelden ends the session: the old access token gets 401', async ({ page, request }) => {
  await page.goto('/profile');
  await signInThroughLoginPage(page, fixtureUsers.max);
  await expect(page.getByRole('heading', { level: 1, name: 'Benutzerdaten' })).toBeVisible();
  const token = await accessTokenIn(page);
  expect(token).toBeTruthy();
  await page.getByRole('button', { name: texts.session.logout }).click();
  await expect(page.getByText(texts.session.loggedOut)).toBeVisible();
  await expect(page.getByRole('button', { name: texts.session.logout })).toHaveCount(0);
  const reused = await request.get(`${API_BASE}/get-userdata`, { headers: { Authorization: `Bearer ${token}` } });
  expect(reused.status()).toBe(401);
  await page.getByRole('button', { name: texts.session.signInAgain }).click();
  await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
});

test('Abmelden in the back office’s user menu ends the session too', async ({ page, request }) => {
  await page.goto('/admin');
  await signInThroughLoginPage(page, fixtureUsers.anna);
  await expect(page.getByRole('heading', { level: 1, name: adminShellTexts.home.title })).toBeVisible({
    timeout: 20_000,
  });
  const token = await accessTokenIn(page);
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Benutzermenü/ })
    .click();
  await page.getByRole('menuitem', { name: texts.session.logout }).click();
  await expect(page.getByText(texts.session.loggedOut)).toBeVisible();
  const reused = await request.get(`${API_BASE}/get-userdata`, { headers: { Authorization: `Bearer ${token}` } });
  expect(reused.status()).toBe(401);
});

/** Moves the page's clock past the point where under 60 s of the test server's token lifetime are left. */
const intoRefreshWindow = (page: Page) => page.clock.fastForward(E2E_TOKEN_TTL_SECONDS * 1000 - 55_000);

test.describe('with the short token lifetime of the test server, on the page’s own clock', () => {
  test('the client refreshes before expiry without the user noticing', async ({ page }) => {
    await page.clock.install();
    await page.goto('/profile');
    await signInThroughLoginPage(page, fixtureUsers.max);
    const heading = page.getByRole('heading', { level: 1, name: 'Benutzerdaten' });
    await expect(heading).toBeVisible();
    const first = await accessTokenIn(page);
    const refreshCall = page.waitForRequest('**/api/v1/sso/token/refresh**');
    await intoRefreshWindow(page);
    await expect.poll(() => accessTokenIn(page)).not.toBe(first);
    // The refresh token travels in a POST body, never in a URL that access logs keep.
    const refresh = await refreshCall;
    expect(refresh.method()).toBe('POST');
    expect(new URL(refresh.url()).search).toBe('');
    await expect(heading).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(page.url()).toMatch(/\/profile$/);
  });

  test('a failing refresh shows the Warnung dialog, and Aktualisieren signs in back to the same page', async ({
    page,
    expectConsoleMessages,
  }) => {
    expectConsoleMessages(...failedRequest(500, '/backend/api/v1/sso/token/refresh'));
    await page.clock.install();
    await page.goto('/reportexport/view');
    await signInThroughLoginPage(page, fixtureUsers.max);
    await expect(page.getByRole('heading', { level: 1, name: 'Exporte' })).toBeVisible();
    await page.route('**/api/v1/sso/token/refresh**', (route) => route.fulfill({ status: 500, body: '{}' }));
    await intoRefreshWindow(page);
    const dialog = page.getByRole('dialog', { name: texts.session.expiredTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(texts.session.expiredMessage);
    await expectAccessible(page);
    await page.unroute('**/api/v1/sso/token/refresh**');
    await dialog.getByRole('button', { name: texts.session.expiredAction }).click();
    await expect(page).toHaveURL(/\/reportexport\/view$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Exporte' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the back office loads the same Warnung dialog when its session cannot be refreshed', async ({
    page,
    expectConsoleMessages,
  }) => {
    expectConsoleMessages(...failedRequest(500, '/backend/api/v1/sso/token/refresh'));
    await page.clock.install();
    await page.goto('/admin');
    await signInThroughLoginPage(page, fixtureUsers.anna);
    await expect(page.getByRole('heading', { level: 1, name: adminShellTexts.home.title })).toBeVisible({
      timeout: 20_000,
    });
    await page.route('**/api/v1/sso/token/refresh**', (route) => route.fulfill({ status: 500, body: '{}' }));
    await intoRefreshWindow(page);
    const dialog = page.getByRole('dialog', { name: texts.session.expiredTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(texts.session.expiredMessage);
    await expectAccessible(page);
    await page.unroute('**/api/v1/sso/token/refresh**');
    await dialog.getByRole('button', { name: texts.session.expiredAction }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: adminShellTexts.home.title })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
