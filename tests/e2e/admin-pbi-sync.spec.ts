import type { Page, Route } from '@playwright/test';
import { readDurableDatabase } from '@server/testing/durableDatabase';
import type { Database } from '@shared/schemas';
import { failedRequest } from './support/consoleGuard';
import { startServer, type E2eServer } from './support/server';
import { expect, expectAccessible, test } from './support/fixtures';
import { fixtureUsers } from './support/users';

/**
 * The PBI synchronisation against the server's own local Power BI-shaped source: 12 reports in the workspace of
 * a Power BI account, 5 per page, so the button runs pages 0, 1 and 2 and ends with N = 2 × 5 + 2 = 12.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });
const slowExpect = expect.configure({ timeout: 20_000 });

const WORKSPACE = 'ws-e2e-vertrieb';
const pagedSource = { PBI_SYNC_PAGE_SIZE: '5', PBI_LOCAL_REPORTS: '12' };

/** Adds an account of kind POWER_BI, whose workspace the sync reads. */
function addPowerBiAccount(db: Database): void {
  db.pbiAccounts.push({
    id: 90,
    displayname: 'Power BI Vertrieb (E2E)',
    key: 'pbi-e2e@sparkassen-portal.example',
    sortPriority: 9,
    kind: 'POWER_BI',
    workspaceId: WORKSPACE,
  });
}

const syncedReports = (dbFile: string) =>
  readDurableDatabase(dbFile).pbiReports.filter((report) => report.powerBiReportId);

async function openSync(page: Page): Promise<void> {
  await page.goto('/admin/PbiSynchronisation');
  await slowExpect(page.getByRole('heading', { level: 1, name: 'PBI Synchronisation' })).toBeVisible();
}

test.describe('three pages of reports', () => {
  let server: E2eServer;
  test.beforeAll(async () => {
    server = await startServer({ prepareDb: addPowerBiAccount, env: pagedSource });
  });
  test.afterAll(() => server.stop());

  test('runs page by page with progress and ends with (erfolgreich: 12)', async ({ browser }) => {
    const page = await (await server.contextAs(browser, fixtureUsers.anna)).newPage();
    await openSync(page);
    await expectAccessible(page);

    // Pages 1 and 2 wait until the test has seen the progress of the page before (the source is not mocked).
    const requested: string[] = [];
    const gates = new Map<string, () => void>();
    await page.route('**/backend/sync/pbi?page=*', async (route: Route) => {
      const pageNumber = new URL(route.request().url()).searchParams.get('page') ?? '';
      requested.push(pageNumber);
      if (pageNumber !== '0') await new Promise<void>((open) => gates.set(pageNumber, open));
      await route.continue();
    });

    await page.getByRole('button', { name: 'PBI Synchronisation' }).click();
    await expect(page.getByRole('button', { name: 'Wird bearbeitet...' })).toBeVisible();
    await slowExpect(page.getByRole('status').filter({ hasText: 'Bitte warten ... (5)' })).toBeVisible();
    await expect.poll(() => gates.has('1')).toBe(true);
    gates.get('1')?.();
    await slowExpect(page.getByRole('status').filter({ hasText: 'Bitte warten ... (10)' })).toBeVisible();
    await expect.poll(() => gates.has('2')).toBe(true);
    gates.get('2')?.();

    await slowExpect(page.getByRole('button', { name: 'PBI Synchronisation (erfolgreich: 12)' })).toBeVisible();
    expect(requested).toEqual(['0', '1', '2']);
    expect(syncedReports(server.dbFile)).toHaveLength(12);
    await expectAccessible(page);
    await page.close();
  });

  test('the synchronised reports appear in pbiReports with their pages, key and long id', async ({ browser }) => {
    const page = await (await server.contextAs(browser, fixtureUsers.anna)).newPage();
    await page.goto(`/pbiReports?${new URLSearchParams({ filter: JSON.stringify({ name: 'Kreditportfolio 1' }) })}`);
    const row = page.getByRole('row', { name: /Kreditportfolio 1/ });
    await slowExpect(row).toBeVisible();
    await expect(row).toContainText('KREDITPORTFOLIO_1');
    await expect(row).toContainText(/rv-[0-9a-f]{8}/);
    await expect(row).toContainText('Übersicht, Entwicklung, Details');
    await expectAccessible(page);

    await row.click();
    await slowExpect(page.getByRole('heading', { level: 2, name: 'Bearbeiten' })).toBeVisible();
    await expect(page.getByLabel('Anzeigename').nth(2)).toHaveValue('Details');
    await expectAccessible(page);
    await page.getByRole('combobox', { name: 'Sichtbarkeit' }).nth(2).click();
    await page.getByRole('option', { name: 'Ausgeblendet' }).click();
    await page.getByRole('button', { name: 'Speichern' }).click();
    await slowExpect(page.getByRole('heading', { level: 2, name: 'Bearbeiten' })).toBeHidden();
    const saved = syncedReports(server.dbFile).find((report) => report.name === 'Kreditportfolio 1');
    expect(saved?.pages?.map((reportPage) => reportPage.visibility)).toEqual([0, 0, 1]);
    await page.close();
  });

  test('the other PBI screens open with their records', async ({ browser }) => {
    const page = await (await server.contextAs(browser, fixtureUsers.anna)).newPage();
    await page.goto('/admin/PbiAccounts');
    await slowExpect(page.getByRole('heading', { level: 1, name: 'PBI-Konten' })).toBeVisible();
    await slowExpect(page.getByRole('row', { name: /Power BI Vertrieb \(E2E\)/ })).toBeVisible();
    await expectAccessible(page);
    for (const [path, title] of [
      ['/admin/PbiRoles', 'PBI-Rollen'],
      ['/admin/PbiAccountGroups', 'PBI-Kontogruppen'],
      ['/admin/PbiRelationGroupAccounts', 'PBI-Kontogruppen-Benutzer'],
      ['/pbiReportFilters', 'PBI-Berichtsfilter'],
      ['/admin/PbiAllReportSubscriptions', 'Alle Berichtsabonnements'],
    ] as const) {
      await page.goto(path);
      await slowExpect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await slowExpect(page.getByRole('rowgroup').nth(1).getByRole('row').first()).toBeVisible();
    }
    await page.close();
  });
});

test.describe('a failing page', () => {
  let server: E2eServer;
  test.beforeAll(async () => {
    // Report 8 is on page 1 (reports 6 to 10): its page list answers 500 in the local source.
    server = await startServer({
      prepareDb: addPowerBiAccount,
      env: { ...pagedSource, PBI_LOCAL_FAILING_REPORTS: '8' },
    });
  });
  test.afterAll(() => server.stop());

  test('ends in (fehlerhaft) with the warning', async ({ browser, expectConsoleMessages }) => {
    const messagesArrived = expectConsoleMessages(...failedRequest(502, '/backend/sync/pbi'));
    const page = await (await server.contextAs(browser, fixtureUsers.anna)).newPage();
    await openSync(page);
    await page.getByRole('button', { name: 'PBI Synchronisation' }).click();
    await slowExpect(page.getByRole('button', { name: 'PBI Synchronisation (fehlerhaft)' })).toBeVisible();
    const warning = page.getByText(/^PBI Synchronisation fehlerhaft/);
    await expect(warning).toBeVisible();
    expect(syncedReports(server.dbFile)).toHaveLength(5);
    // With the warning on screen: its snackbar's colours pass once it has finished growing in.
    await expectAccessible(page);
    await messagesArrived();
    await page.close();
  });
});
