import { storageKeys } from '@shared/auth/storageKeys';
import { expect, expectAccessible, test } from './support/fixtures';
import { freePort } from '@server/testing/freePort';
import { startServer, type E2eServer } from './support/server';
import { signIn } from './support/signIn';
import { fixtureUsers } from './support/users';

test.use({ storageState: { cookies: [], origins: [] } });

let server: E2eServer;
let canonical: string;
test.beforeAll(async () => {
  test.setTimeout(60_000);
  const port = await freePort();
  canonical = `http://localhost:${port}`;
  server = await startServer({ env: { PORT: String(port), CANONICAL_ORIGIN: canonical } });
});
test.afterAll(async () => {
  await server?.stop();
});

test('a browser on another origin is sent to the same path on the canonical origin', async ({ page }) => {
  await signIn(page, fixtureUsers.max, `${canonical}/`);
  const sessionKeys = [
    storageKeys.accessToken,
    storageKeys.idToken,
    storageKeys.refreshToken,
    storageKeys.sessionTimeout,
  ];
  const session = await page.evaluate(
    (keys) => keys.map((key) => [key, localStorage.getItem(key) ?? ''] as const),
    sessionKeys,
  );

  // The same server under a second name, with the session already there (as after an earlier visit).
  const other = canonical.replace('localhost', '127.0.0.1');
  await page.goto(`${other}/actuator/health`);
  await page.evaluate((entries) => entries.forEach(([key, value]) => localStorage.setItem(key, value)), session);

  await page.goto(`${other}/profile?ansicht=kurz#daten`);
  await expect(page).toHaveURL(`${canonical}/profile?ansicht=kurz#daten`);
  await expect(page.getByRole('heading', { level: 1, name: 'Benutzerdaten' })).toBeVisible();
  await expectAccessible(page);
});
