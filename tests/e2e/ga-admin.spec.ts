import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { LocalGaCall } from '@server/integrations/googleAnalytics/localGaAdapter';
import { readDurableDatabase } from '@server/testing/durableDatabase';
import type { Page } from '@playwright/test';
import { adminRoutes } from '@shared/routes';
import { expectGermanAccessibleScreen } from './support/adminScreen';
import { startServer, type E2eServer } from './support/server';
import { failedRequest } from './support/consoleGuard';
import { expect, expectAccessible, test } from './support/fixtures';
import { fixtureUsers } from './support/users';

/**
 * The Google Analytics section on a server of its own: a grant for a blocked domain is refused, an accepted one
 * reaches the queue and is applied by the worker (local adapter), a failure stays visible and can be retried,
 * and the GA-admin-only screens stay closed to GA customer admins.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });
const slowExpect = expect.configure({ timeout: 20_000 });

/** The local adapter fails every call for an address beginning with `fail.`. */
const failingEmail = 'fail.stefan.richter@sparkasse-musterstadt.de';

let server: E2eServer;
/** Where the local GA adapter writes each call it makes, one JSON line each. */
let gaLog: string;
const gaCallsSince = (since: string): LocalGaCall[] => {
  if (!existsSync(gaLog)) return [];
  return readFileSync(gaLog, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as LocalGaCall)
    .filter((call) => call.at >= since);
};
test.beforeAll(async () => {
  gaLog = join(mkdtempSync(join(tmpdir(), 'radar-ga-')), 'ga-local-adapter.jsonl');
  server = await startServer({
    env: { GA_LOCAL_LOG_FILE: gaLog },
    prepareDb: (db) => {
      const stefan = db.zbvAccounts.find((account) => account.id === 12);
      if (stefan) stefan.email = failingEmail;
    },
  });
});
test.afterAll(async () => {
  await server.stop();
  rmSync(dirname(gaLog), { recursive: true, force: true });
});

test('kurt.kunde: a blocked domain is refused, an accepted grant is queued and applied', async ({
  browser,
  expectConsoleMessages,
}) => {
  const messagesArrived = expectConsoleMessages(
    ...failedRequest(400, '/backend/data/gaPermissionsManagement', { withApiLog: false }),
  );
  const page = await (await server.contextAs(browser, fixtureUsers.kurt)).newPage();
  await page.goto('/gaManagement/GaPermissionsManagement/create');
  await slowExpect(page.getByRole('heading', { level: 2, name: 'Anlegen' })).toBeVisible();
  // kurt may not open the ZBV accounts, so he types the account's id (7: petra.schneider).
  await page.getByLabel('Konto').fill('7');
  await page.getByLabel('Property-ID').fill('312845671');
  await page.getByLabel('Domain').fill('mail.google.com');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(
    page.getByText('Die Domain „mail.google.com“ ist gesperrt und kann nicht freigegeben werden.'),
  ).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Domain').fill('sparkasse-musterstadt.de');
  const savedAt = new Date().toISOString();
  await page.getByRole('button', { name: 'Speichern' }).click();
  await slowExpect(page.getByText('Eintrag angelegt')).toBeVisible();

  // The queue's event is the entry the grant queued reaching its end in the store (the worker's adapter call is
  // in the local adapter's log); the list is opened once, after it (reloading the list until it showed the result
  // missed it on a busy machine, where one load took longer than a try). A pass of the worker already under way
  // leaves a new entry to its next round (GA_WORKER_INTERVAL, 5 s).
  const queued = () =>
    readDurableDatabase(server.dbFile)
      .gaQueues.filter((entry) => entry.propertyId === '312845671' && entry.createdAt >= savedAt)
      .map((entry) => `${entry.action} ${entry.status}${entry.error ? `: ${entry.error}` : ''}`);
  await expect.poll(queued, { timeout: 30_000 }).toEqual(['GRANT succeeded']);
  expect(gaCallsSince(savedAt).filter((call) => call.propertyId === '312845671')).toEqual([
    expect.objectContaining({ operation: 'grant', email: 'petra.schneider@sparkasse-musterstadt.de' }),
  ]);
  await page.goto('/gaManagement/GaQueues');
  // The newest entry comes first (the fixture's two entries for this property are older).
  const row = page.getByRole('row').filter({ hasText: '312845671' }).first();
  await slowExpect(row).toContainText('Gewähren');
  await expect(row).toContainText('Erfolgreich');
  await expectAccessible(page);
  await messagesArrived();
  await page.close();
});

test('kurt.kunde: a failed queue entry shows its error and a retry that fails again stays visible', async ({
  browser,
}) => {
  const page = await (await server.contextAs(browser, fixtureUsers.kurt)).newPage();
  await page.goto('/gaManagement/GaQueues/2/show');
  await slowExpect(page.getByText('Nutzer in der Property nicht gefunden.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Erneut versuchen' }).click();
  const failure = `Lokaler GA-Adapter: revoke für ${failingEmail} absichtlich fehlgeschlagen.`;
  await slowExpect(page.getByText(`Der GA-Auftrag ist erneut fehlgeschlagen: ${failure}`)).toBeVisible();
  await slowExpect(page.getByRole('main').getByText(failure, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
  await page.close();
});

test('the GA-admin-only screens: closed to kurt.kunde, open to gabi.analytics, the section closed to max.muster', async ({
  browser,
}) => {
  const kurt = await (await server.contextAs(browser, fixtureUsers.kurt)).newPage();
  await kurt.goto('/gaManagement/GaBlockedDomains');
  await slowExpect(kurt.getByRole('heading', { level: 1, name: 'Kein Zugriff' })).toBeVisible();
  await kurt.close();

  const gabi = await (await server.contextAs(browser, fixtureUsers.gabi)).newPage();
  await gabi.goto('/gaManagement/GaBlockedDomains');
  await slowExpect(gabi.getByRole('cell', { name: 'gmail.com', exact: true })).toBeVisible();
  await expectAccessible(gabi);
  await gabi.close();

  const max = await (await server.contextAs(browser, fixtureUsers.max)).newPage();
  await max.goto('/gaManagement/GaQueues');
  await slowExpect(max.getByRole('heading', { level: 1, name: 'Kein Zugriff' })).toBeVisible();
  await max.close();
});

/** The read-only screen walk below shares one page of gabi's, so each screen after the first opens in the app. */
let gabiPage: Promise<Page> | undefined;
for (const route of adminRoutes.filter((candidate) => candidate.section === 'googleAnalytics')) {
  test(`${route.title} (${route.path}) is German and accessible for gabi.analytics`, async ({ browser }) => {
    gabiPage ??= server.contextAs(browser, fixtureUsers.gabi).then((context) => context.newPage());
    await expectGermanAccessibleScreen(await gabiPage, route);
  });
}
