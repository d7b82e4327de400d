import { adminShellTexts, supportTexts } from '@shared/texts';
import { expect, expectAccessible, test } from './support/fixtures';
import { fixtureUsers, storageStateOf } from './support/users';

/** The back office's menu as the roles that see the long titles; read-only. */
test.use({ viewport: { width: 1400, height: 900 } });
const slowExpect = expect.configure({ timeout: 20_000 });

for (const [user, titles] of [
  [fixtureUsers.anna, ['Berichtsbasierte Ticketfreigabe', 'Modul-Bericht-Zuordnung']],
  [fixtureUsers.hanna, ['Confluence Synchronisation']],
] as const) {
  test.describe(user.username, () => {
    test.use({ storageState: storageStateOf(user) });

    test('no menu label is cut off: long titles wrap within the drawer', async ({ sharedPage: page }) => {
      await page.goto('/admin');
      const menu = page.getByRole('navigation', { name: adminShellTexts.menu.navigation });
      for (const title of titles) await slowExpect(menu.getByRole('menuitem', { name: title })).toBeVisible();
      const cut = await menu
        .getByRole('menuitem')
        .evaluateAll((items) =>
          items
            .filter((item) =>
              [item, ...item.querySelectorAll('*')].some((element) => element.scrollWidth > element.clientWidth),
            )
            .map((item) => item.textContent),
        );
      expect(cut).toEqual([]);
      await expectAccessible(page);
    });
  });
}

test.describe('anna.admin', () => {
  test.use({ storageState: storageStateOf(fixtureUsers.anna) });

  test("the URL check's field is named for what it takes, not 'Ihre Anfrage betrifft'", async ({
    sharedPage: page,
  }) => {
    await page.goto('/admin/ReportUrlCheck');
    const dialog = page.getByRole('dialog', { name: supportTexts.urlCheck.title });
    await slowExpect(dialog.getByRole('textbox', { name: 'Berichtsname oder URL' })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /Ihre Anfrage betrifft/ })).toHaveCount(0);
    await expectAccessible(page);
  });
});
