import { expect, expectAccessible, test as setup } from './support/fixtures';
import { signInThroughLoginPage } from './support/signIn';
import { fixtureUsers, storageStateOf } from './support/users';

/** Every fixture user that may use the portal signs in once through the real login page. */
for (const user of Object.values(fixtureUsers).filter((u) => u.username !== 'otto.ohnerecht')) {
  setup(`sign in as ${user.username}`, async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
    if (user.username === 'max.muster') await expectAccessible(page);
    await signInThroughLoginPage(page, user);
    await expect(page.getByRole('heading', { level: 1, name: `Hallo, ${user.name}!` })).toBeVisible();
    await page.context().storageState({ path: storageStateOf(user) });
  });
}
