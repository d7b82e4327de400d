import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { texts } from '@shared/texts';
import { expect, test } from './support/fixtures';
import { signIn } from './support/signIn';
import { fixtureUsers, storageStateOf, storedSignIns } from './support/users';

/** The guard `storedSignInsKept`: what a test changes in a stored sign-in stays with that test. */
test.describe.configure({ mode: 'serial' });

test.describe("the worker's shared context", () => {
  test.use({ storageState: storageStateOf(fixtureUsers.max) });

  test('a test writes a cookie and local storage of its own', async ({ sharedPage: page, baseURL }) => {
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Benutzerdaten' })).toBeVisible();
    await page.evaluate(() => localStorage.setItem('radar.probe', 'left behind'));
    await page.context().addCookies([{ name: 'probe', value: 'left-behind', url: baseURL ?? '' }]);
  });

  test('the next test of the worker finds the stored state instead', async ({ sharedPage: page }) => {
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Benutzerdaten' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('radar.probe'))).toBeNull();
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('probe');
  });
});

test.describe('a stored session', () => {
  // A sign-in of its own, stored where auth.setup.ts stores its sign-ins: ending it touches no other test.
  const probe = join(storedSignIns, 'probe-ended.json');
  test.use({ storageState: probe });
  test.beforeAll(async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
    await signIn(await context.newPage(), fixtureUsers.max);
    await context.storageState({ path: probe });
    await context.close();
  });
  test.afterAll(() => rmSync(probe, { force: true }));

  test('ended by a test fails that test', async ({ page }) => {
    test.fail(true, 'the guard is meant to fail this test');
    await page.goto('/profile');
    await page.getByRole('button', { name: texts.session.logout }).click();
    await expect(page.getByText(texts.session.loggedOut)).toBeVisible();
  });
});
