import type { BrowserContext, Page } from '@playwright/test';
import { failedRequest } from './support/consoleGuard';
import { startServer, type E2eServer } from './support/server';
import { expect, expectAccessible, test } from './support/fixtures';
import { fixtureUsers } from './support/users';
import { startZbvSource, type ZbvSource } from './support/zbvSource';

/**
 * The ZBV synchronisation against the local source: a server of its own whose ZBV_SOURCE_URL points at the
 * local source the spec runs over a copy of the fixture export, which the spec changes like the ZBV would.
 */
test.describe.configure({ mode: 'serial', timeout: 90_000 });
const slowExpect = expect.configure({ timeout: 20_000 });

let source: ZbvSource;
let server: E2eServer;
let anna: BrowserContext;

test.beforeAll(async ({ browser }) => {
  source = await startZbvSource();
  server = await startServer({ env: { ZBV_SOURCE_URL: source.url } });
  anna = await server.contextAs(browser, fixtureUsers.anna);
});
test.afterAll(async () => {
  await server.stop();
  await source.stop();
});

const newAccount = {
  id: 9001,
  username: 'nora.neu',
  firstName: 'Nora',
  lastName: 'Neu',
  email: 'nora.neu@sparkasse-seeland.de',
  orgId: 10,
  roles: ['RADAR_USER'],
  zbvRoles: ['SPK_MITARBEITER'],
};

async function openSync(): Promise<Page> {
  const page = await anna.newPage();
  await page.goto('/admin/ZbvSynchronisation');
  await slowExpect(page.getByRole('heading', { level: 1, name: 'ZBV Synchronisation' })).toBeVisible();
  return page;
}

test('imports a new account, updates a changed organisation and deactivates a removed account', async () => {
  source.deliver({
    ...source.fixture,
    organisations: source.fixture.organisations.map((org) =>
      org.id === 10 ? { ...org, name: 'Sparkasse Seeland-Nord' } : org,
    ),
    accounts: [...source.fixture.accounts.filter((account) => account.username !== 'lukas.herrmann'), newAccount],
  });
  const page = await openSync();
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/backend/sync/zbv', async (route) => {
    await held;
    await route.continue();
  });

  const idle = page.getByRole('button', { name: 'ZBV Synchronisation' });
  await idle.click();
  const busy = page.getByRole('button', { name: 'Wird bearbeitet...' });
  await expect(busy).toBeVisible();
  await busy.click();
  await expect(page.getByText('Die Anfrage wird bearbeitet. Bitte warten...')).toBeVisible();
  release();

  await slowExpect(page.getByText('ZBV Synchronisation erfolgreich abgeschlossen.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'ZBV Synchronisation (erfolgreich)' })).toBeVisible();
  const result = page.getByRole('table', { name: 'Ergebnis der letzten Synchronisation' });
  await expect(result.getByRole('row', { name: /^Konten 1 0 1 \d+$/ })).toBeVisible();
  await expect(result.getByRole('row', { name: /^Organisationen 0 1 0 \d+$/ })).toBeVisible();
  await expectAccessible(page);

  await page.goto(`/admin/ZbvAccounts?${new URLSearchParams({ filter: JSON.stringify({ orgId: 10 }) })}`);
  await slowExpect(
    page.getByRole('row', { name: /nora\.neu Nora Neu .* Sparkasse Seeland-Nord .* Ja$/ }),
  ).toBeVisible();
  await page.goto(
    `/admin/ZbvAccounts?${new URLSearchParams({ filter: JSON.stringify({ username: 'lukas.herrmann' }) })}`,
  );
  await slowExpect(page.getByRole('row', { name: /lukas\.herrmann .* Nein$/ })).toBeVisible();
  await page.close();
});

test('the run is listed under the export jobs', async () => {
  const page = await anna.newPage();
  await page.goto('/admin/ExportJobs');
  await slowExpect(page.getByRole('rowgroup').nth(1).getByRole('row').first()).toContainText('ZBV-Import');
  await expect(page.getByRole('rowgroup').nth(1).getByRole('row').first()).toContainText('Erfolgreich');
  await page.close();
});

test('a broken export gives the warning with its detail', async ({ expectConsoleMessages }) => {
  const messagesArrived = expectConsoleMessages(...failedRequest(502, '/backend/sync/zbv'));
  source.deliver({ organisations: 'kaputt' });
  const page = await openSync();
  await page.getByRole('button', { name: 'ZBV Synchronisation' }).click();
  await slowExpect(page.getByText('ZBV Synchronisation fehlerhaft. Der ZBV-Export ist ungültig.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'ZBV Synchronisation (fehlerhaft)' })).toBeVisible();
  await messagesArrived();
  await page.close();
});
