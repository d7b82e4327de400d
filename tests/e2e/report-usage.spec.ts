import type { Locator, Page } from '@playwright/test';
import { portalApiPaths } from '@shared/portalApi';
import { reportTexts, usageTexts } from '@shared/texts';
import { startServer, type E2eServer } from './support/server';
import { expect, expectAccessible, test } from './support/fixtures';
import { signInThroughLoginPage } from './support/signIn';
import { fixtureUsers } from './support/users';

/**
 * The usage page over events made in the same run: max.muster views two pages of a report on a server of its
 * own (so the counts are exactly his), then anna.admin finds them in the back office for today.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });
const slowExpect = expect.configure({ timeout: 20_000 });

let server: E2eServer;
test.beforeAll(async () => {
  server = await startServer();
});
test.afterAll(() => server.stop());

const reportName = 'Ertragsentwicklung';
/** Today as the page's tables show it: the German calendar day, since days are counted in German time. */
const today = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
}).format(new Date());

/** The cell of a table's column (by header) in the row of a row header. */
async function cellOf(table: Locator, rowHeader: string, column: string): Promise<Locator> {
  await expect(table.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  const headers = await table.getByRole('columnheader').allTextContents();
  const row = table.getByRole('row').filter({ has: table.page().getByRole('rowheader', { name: rowHeader }) });
  return row.getByRole('cell').nth(headers.indexOf(column) - 1);
}

async function openChartTable(page: Page, index: number): Promise<void> {
  await page.getByRole('button', { name: usageTexts.chartTable }).nth(index).click();
}

test('max.muster views two pages of a report and the server stores them at once on page hide', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  await page.goto('/modules/5/reports/13');
  await signInThroughLoginPage(page, fixtureUsers.max);
  await slowExpect(page.getByRole('heading', { level: 1, name: reportName })).toBeVisible();
  const tabs = page.getByRole('tablist', { name: reportTexts.pageTabs });
  await slowExpect(tabs.getByRole('tab', { name: 'Übersicht' })).toHaveAttribute('aria-selected', 'true');
  await tabs.getByRole('tab', { name: 'Monatsverlauf' }).click();
  await expect(tabs.getByRole('tab', { name: 'Monatsverlauf' })).toHaveAttribute('aria-selected', 'true');

  // Hiding the page flushes the queue at once (the 10 s timer is not waited for).
  const stored = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith(portalApiPaths.track),
  );
  await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
  expect((await stored).ok()).toBe(true);
  await context.close();
});

test('anna.admin sees those views for today in the usage chart’s table, the top reports and the pages', async ({
  browser,
}) => {
  const anna = await server.contextAs(browser, fixtureUsers.anna);
  const page = await anna.newPage();
  await page.goto('/admin/ReportUsage');
  await slowExpect(page.getByRole('heading', { level: 1, name: 'Berichtsnutzung' })).toBeVisible();
  await expect(page.getByRole('group', { name: usageTexts.from })).toBeVisible();
  await slowExpect(page.getByRole('img', { name: new RegExp(reportName) })).toBeVisible();

  await openChartTable(page, 0);
  const daily = page.getByRole('table', { name: usageTexts.dailyTable });
  await expect(await cellOf(daily, today, reportName)).toHaveText('2');

  const top = page.getByRole('table', { name: usageTexts.topReportsTable });
  await expect(await cellOf(top, reportName, usageTexts.columns.views)).toHaveText('2');
  await expect(await cellOf(top, reportName, usageTexts.columns.users)).toHaveText('1');
  const organisations = page.getByRole('table', { name: usageTexts.organisationsTable });
  await expect(organisations.getByRole('rowheader', { name: 'Sparkasse Musterstadt' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: usageTexts.showPages(reportName) }).click();
  await slowExpect(page.getByRole('heading', { level: 2, name: usageTexts.pagesTitle(reportName) })).toBeVisible();
  await openChartTable(page, 1);
  const pages = page.getByRole('table', { name: usageTexts.pagesTable(reportName) });
  await expect(await cellOf(pages, today, 'Übersicht')).toHaveText('1');
  await expect(await cellOf(pages, today, 'Monatsverlauf')).toHaveText('1');
  await expectAccessible(page);
  await page.close();
});
