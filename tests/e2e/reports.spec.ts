import type { Page, Request } from '@playwright/test';
import { readDurableDatabase } from '@server/testing/durableDatabase';
import { portalApiPaths } from '@shared/portalApi';
import type { CollectionRecord, TrackedEvent } from '@shared/schemas';
import { portalTexts, reportTexts } from '@shared/texts';
import { card } from './support/dashboard';
import { failedRequest } from './support/consoleGuard';
import { expect, expectAccessible, test } from './support/fixtures';
import { fixtureUsers, storageStateOf } from './support/users';

/** Reports as max.muster on the shared server; only usage events are written. */
test.use({ storageState: storageStateOf(fixtureUsers.max) });

const report = (page: Page) => page.getByRole('article', { name: 'Vertriebsübersicht' });
const pageTabs = (page: Page) => page.getByRole('tablist', { name: reportTexts.pageTabs });
const assistantButton = (page: Page) => page.getByRole('button', { name: portalTexts.assistant.open });

/** Every usage event the page posts, as the server was sent it. */
function collectPostedEvents(page: Page): TrackedEvent[] {
  const posted: TrackedEvent[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && request.url().endsWith(portalApiPaths.track)) {
      posted.push(...(request.postDataJSON() as TrackedEvent[]));
    }
  });
  return posted;
}

/** What the server has acknowledged: db.json alone lags while other specs keep it from compacting the journal. */
const storedEvents = (): CollectionRecord<'trackingEvents'>[] =>
  readDurableDatabase(process.env.E2E_DB_FILE as string).trackingEvents;

test('opens a report from its dashboard card, follows pages both ways and accounts, and tracks it all', async ({
  sharedPage: page,
}) => {
  const posted = collectPostedEvents(page);
  await page.goto('/');
  await card(page, 'Vertriebssteuerung').getByRole('link', { name: 'Vertriebsübersicht' }).click();
  await expect(page).toHaveURL(/\/modules\/2\/reports\/1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Vertriebsübersicht' })).toBeVisible();
  await expect(report(page).getByText('Volumen gesamt')).toBeVisible();
  await expect(pageTabs(page).getByRole('tab')).toHaveText(['Übersicht', 'Entwicklung', 'Details']);
  await expect(assistantButton(page)).toBeVisible();
  await expect(page.getByRole('link', { name: reportTexts.manualPageNewTab })).toHaveAttribute('href', '/docs/1011');
  await expectAccessible(page);

  // Outside the report: the tab shows the page; inside it: the report's own navigation moves the tab.
  await pageTabs(page).getByRole('tab', { name: 'Entwicklung' }).click();
  await expect(report(page).getByText('Volumen im Monatsverlauf')).toBeVisible();
  await report(page).getByRole('button', { name: reportTexts.nextPage }).click();
  await expect(pageTabs(page).getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
  await expect(report(page).getByText('Volumen je Filiale im Vorjahresvergleich')).toBeVisible();

  const account = page.getByRole('combobox', { name: reportTexts.account });
  await expect(account).toHaveText(/Radar Standard/);
  await account.click();
  await expect(page.getByRole('option')).toHaveText([/^Radar Standard/, /^Radar Vorstand/]);
  await page.getByRole('option', { name: /^Radar Vorstand/ }).click();
  await expect(account).toHaveText(/Radar Vorstand/);
  await expect(pageTabs(page).getByRole('tab', { name: 'Übersicht' })).toHaveAttribute('aria-selected', 'true');
  await expectAccessible(page);

  // One flush (every 10 s) carries the events; the server keeps them with max.muster's account.
  await expect
    .poll(() => posted.map((event) => `${event.kind} ${event.pbiAccountId} ${event.pageName ?? ''}`.trim()), {
      timeout: 15_000,
    })
    .toEqual([
      'REPORT_PAGE_USAGE 1 ReportSection1',
      'REPORT_PAGE_USAGE 1 ReportSection2',
      'REPORT_PAGE_USAGE 1 ReportSection3',
      'REPORT_ACCOUNT_CHANGE 2',
      'REPORT_PAGE_USAGE 2 ReportSection1',
    ]);
  expect(posted[0]).toMatchObject({ moduleId: 2, reportId: 1, loadMs: expect.any(Number) });
  await expect
    .poll(() => {
      const ids = new Set(posted.map((event) => event.eventId));
      return storedEvents().filter((event) => ids.has(event.eventId ?? '') && event.accountId === 1).length;
    })
    .toBe(posted.length);
});

test('never lists a hidden page', async ({ sharedPage: page }) => {
  await page.goto('/modules/2/reports/2');
  await expect(page.getByRole('heading', { level: 1, name: 'Vertriebsziele und Zielerreichung' })).toBeVisible();
  await expect(pageTabs(page).getByRole('tab')).toHaveText(['Übersicht', 'Entwicklung', 'Details']);
  await expect(page.getByText('Technische Hilfsseite')).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: reportTexts.account })).toHaveCount(0);
});

test('opens the same report through the query form and a short link', async ({ sharedPage: page }) => {
  await page.goto('/modules/reports?module=2&report=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Vertriebsübersicht' })).toBeVisible();
  await expect(report(page).getByText('Volumen gesamt')).toBeVisible();

  await page.goto('/s/rv-9e3779b1');
  await expect(page.getByRole('heading', { level: 1, name: 'Vertriebsübersicht' })).toBeVisible();
  await expect(report(page).getByText('Volumen gesamt')).toBeVisible();
  await expect(page).toHaveURL(/\/s\/rv-9e3779b1$/);
  await expectAccessible(page);
});

test('leads a report outside his grants, and an unknown short link, to /error', async ({
  sharedPage: page,
  expectConsoleMessages,
}) => {
  expectConsoleMessages(
    ...failedRequest(403, '/backend/api/v1/report/pbi/info'),
    ...failedRequest(404, '/backend/api/v1/report/pbi/short-link'),
  );
  await page.goto('/modules/22/reports/35');
  await expect(page).toHaveURL(/\/error\?module=22&report=35$/);
  await expect(page.getByText(portalTexts.error.reportProblem)).toBeVisible();
  await expectAccessible(page);

  await page.goto('/s/rv-gibt-es-nicht');
  await expect(page).toHaveURL(/\/error$/);
});

test('shows the assistant button only for modules enabled for it', async ({ sharedPage: page }) => {
  await page.goto('/modules/8/reports/6');
  await expect(page.getByRole('heading', { level: 1, name: 'Provisionsergebnis' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Provisionsergebnis' })).toBeVisible();
  await expect(assistantButton(page)).toHaveCount(0);
});

test('links to the report’s subscriptions, narrowed to it', async ({ sharedPage: page }) => {
  await page.goto('/modules/2/reports/1');
  await page.getByRole('link', { name: reportTexts.subscriptions }).click();
  await expect(page).toHaveURL(/\/reportsubscription\/view\?reportId=1$/);
  await expect(page.getByText(reportTexts.filteredTo('Vertriebsübersicht'))).toBeVisible();
  await expectAccessible(page);
});
