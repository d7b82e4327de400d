import { startExtraServer } from './support/extraServer';
import { expect, test } from './support/fixtures';
import { fixtureUsers } from './support/users';

test('dev mode', async ({ browser }) => {
  test.setTimeout(300_000);
  const server = await startExtraServer({ env: { SERVE: 'vite' } });
  try {
    const context = await server.contextAs(browser, fixtureUsers.anna);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto('/admin/ZbvAccounts');
    await expect(page.getByText(/^1-25 von/)).toBeVisible({ timeout: 120_000 });
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 120_000 }),
      page.getByRole('button', { name: 'Gefilterte Datensätze als Excel-Arbeitsmappe exportieren' }).click(),
    ]);
    console.log('download', download.suggestedFilename(), errors);
  } finally {
    await server.stop();
  }
});
