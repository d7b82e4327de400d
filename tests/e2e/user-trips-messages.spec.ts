import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';
import { failedRequest } from './support/consoleGuard';
import { fixtureUsers, storageStateOf } from './support/users';

/** One error, one message: a page refused or missing says so once, inline; read-only on the shared server. */
test.use({ storageState: storageStateOf(fixtureUsers.max), viewport: { width: 1400, height: 900 } });

/** The MUI snackbar of the global error alert, if one opened. */
const snackbar = (page: Page) => page.locator('.MuiSnackbar-root');

for (const [what, pageId, status] of [
  ['a restricted', '1024', 403],
  ['an unknown', '999999', 404],
] as const) {
  test(`${what} manual page shows its inline alert only, no snackbar with the same text`, async ({
    sharedPage: page,
    expectConsoleMessages,
  }) => {
    expectConsoleMessages(
      ...failedRequest(status, '/backend/api/confluence/v1/content'),
      ...failedRequest(status, '/backend/api/shared/confluence/v1/attachment'),
    );
    await page.goto(`/docs/${pageId}`);
    const inline = page.getByRole('main').getByRole('alert');
    await expect(inline).toContainText('Seiteninhalte konnten nicht geladen werden');
    await page.waitForLoadState('networkidle');
    await expect(inline).toHaveCount(1);
    await expect(snackbar(page)).toHaveCount(0);
    await expectAccessible(page);
  });
}
