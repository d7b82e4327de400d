import { API_BASE } from '@shared/api/paths';
import { ssoPaths } from '@shared/auth/ssoPaths';
import { adminRoutes } from '@shared/routes';
import { failedRequest } from './support/consoleGuard';
import { expect, expectAccessible, test } from './support/fixtures';
import { mayOpen } from './support/roleTable';
import { signInThroughLoginPage } from './support/signIn';
import { fixtureUsers, type FixtureUser } from './support/users';

/**
 * The menu half of the role matrix: every fixture user sees exactly the admin entries docs/requirements/roles.md allows
 * (the API half is server/auth/roleMatrix.test.ts), and a route typed without the role shows 'Kein Zugriff'.
 */
test.describe.configure({ timeout: 90_000 });
const slowExpect = expect.configure({ timeout: 20_000 });

const users: FixtureUser[] = [
  fixtureUsers.anna,
  fixtureUsers.hanna,
  fixtureUsers.gabi,
  fixtureUsers.kurt,
  fixtureUsers.max,
];

for (const user of users) {
  test(`${user.username} sees exactly the allowed menu entries and is refused elsewhere`, async ({ workerPageOf }) => {
    const page = await workerPageOf(user);
    await page.goto('/admin');
    await slowExpect(page.getByRole('heading', { level: 1, name: 'Übersicht' })).toBeVisible();
    const expected = ['Übersicht', ...adminRoutes.filter((route) => mayOpen(user.username, route)).map((r) => r.title)];
    await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText(expected);
    await expectAccessible(page);

    const forbidden = adminRoutes.find((route) => !mayOpen(user.username, route));
    if (forbidden) {
      await page.goto(forbidden.path);
      await slowExpect(page.getByRole('heading', { level: 1, name: 'Kein Zugriff' })).toBeVisible();
      await expectAccessible(page);
    }
    const gaAdminItem = adminRoutes.find((route) => route.gaAdminOnly);
    if (user === fixtureUsers.kurt && gaAdminItem) {
      await page.goto(gaAdminItem.path);
      await slowExpect(page.getByRole('heading', { level: 1, name: 'Kein Zugriff' })).toBeVisible();
    }
  });
}

test('otto.ohnerecht, without the permission to use the application, gets no back office at all', async ({
  page,
  expectConsoleMessages,
}) => {
  // The sign-in's exchange answers 403; the page says why.
  const messagesArrived = expectConsoleMessages(...failedRequest(403, `${API_BASE}${ssoPaths.login}`));
  await page.goto('/admin/ZbvAccounts');
  await signInThroughLoginPage(page, fixtureUsers.otto);
  await slowExpect(
    page.getByText('Sie verfügen nicht über die erforderliche Berechtigung, um auf die Anwendung zuzugreifen'),
  ).toBeVisible();
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expectAccessible(page);
  await messagesArrived();
});
