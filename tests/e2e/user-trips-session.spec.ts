import type { Request } from '@playwright/test';
import { API_BASE } from '@shared/api/paths';
import { portalApiPaths } from '@shared/portalApi';
import { texts } from '@shared/texts';
import { failedRequest } from './support/consoleGuard';
import { expect, expectAccessible, test } from './support/fixtures';
import { signInThroughLoginPage } from './support/signIn';
import { E2E_TOKEN_TTL_SECONDS } from './support/spawnServer';
import { fixtureUsers } from './support/users';

/** Usage tracking once the session ended: it waits behind the 'Warnung' dialog like every other call. */
const track = `${API_BASE}${portalApiPaths.track}`;
const isTrackPost = (request: Request) => request.method() === 'POST' && request.url().endsWith(portalApiPaths.track);

test('with the Warnung dialog up no usage event is posted; they wait for the renewed session', async ({
  page,
  expectConsoleMessages,
}) => {
  expectConsoleMessages(...failedRequest(500, '/backend/api/v1/sso/token/refresh'), ...failedRequest(500, track));
  await page.clock.install();
  await page.goto('/modules/8/reports/6');
  await signInThroughLoginPage(page, fixtureUsers.max);
  await expect(page.getByRole('heading', { level: 1, name: 'Provisionsergebnis' })).toBeVisible();
  // Well before the refresh window: the first page view goes out with a flush.
  await page.clock.fastForward(E2E_TOKEN_TTL_SECONDS * 1000 - 120_000);
  await page.getByRole('tab', { name: 'Entwicklung' }).click();

  // The flush of that page view fails (it stays queued), then the session cannot be refreshed. A 500, not a 503:
  // the client retries a 503 within the same call, which is not the queue this test is about.
  await page.route(`**${portalApiPaths.track}`, (route) => route.fulfill({ status: 500, body: '{}' }));
  await page.route('**/api/v1/sso/token/refresh**', (route) => route.fulfill({ status: 500, body: '{}' }));
  await page.clock.fastForward(65_000);
  const dialog = page.getByRole('dialog', { name: texts.session.expiredTitle });
  await expect(dialog).toBeVisible();

  await page.unroute(`**${portalApiPaths.track}`);
  const postedBehindDialog: Request[] = [];
  page.on('request', (request) => {
    if (isTrackPost(request)) postedBehindDialog.push(request);
  });
  await page.clock.runFor(30_000);
  await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
  await expectAccessible(page);
  expect(postedBehindDialog).toEqual([]);

  await page.unroute('**/api/v1/sso/token/refresh**');
  const sent = page.waitForRequest(isTrackPost);
  await dialog.getByRole('button', { name: texts.session.expiredAction }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Provisionsergebnis' })).toBeVisible();
  await page.clock.runFor(10_000);
  const pageNames = ((await sent).postDataJSON() as { pageName?: string }[]).map((event) => event.pageName);
  expect(pageNames).toContain('ReportSection2');
});
