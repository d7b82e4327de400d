import type { Page } from '@playwright/test';
import { adminRoutes, type AdminRoute } from '@shared/routes';
import { englishTextsOn } from './englishTexts';
import { expect, expectAccessible } from './fixtures';

const slowExpect = expect.configure({ timeout: 15_000 });

/**
 * The screens admin-screens.spec.ts checks in depth as anna.admin, on a fresh page load each: the sections this
 * back office builds itself (the report URL check dialog has its own spec, support-url-check).
 */
export const screensCheckedInDepth: readonly AdminRoute[] = adminRoutes.filter(
  (route) =>
    ['system', 'zbv', 'accessControl', 'pbi', 'pbiExports'].includes(route.section) &&
    route.path !== '/admin/ReportUrlCheck',
);

/** Pages on which the back office has been loaded by `openScreen`. */
const backOfficeLoaded = new WeakSet<Page>();

/**
 * Opens a back-office path the way the app's own links do: a history entry and the router's `popstate`, without
 * loading and starting the app again (a full load per screen was a third of this spec's CPU time). The first
 * screen of a page is a full load; every route also opens on a fresh load in routes.spec.ts.
 */
async function openScreen(page: Page, path: string): Promise<void> {
  if (!backOfficeLoaded.has(page)) {
    await page.goto(path);
    backOfficeLoaded.add(page);
    return;
  }
  await page.evaluate((target) => {
    history.pushState(null, '', target);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Waits until the list is shown with its data: the heading, the table of a resource, no request in flight. */
async function listShown(page: Page, route: AdminRoute): Promise<void> {
  await slowExpect(page.getByRole('heading', { level: 1, name: route.title, exact: true })).toBeVisible();
  if (route.kind === 'resource') await slowExpect(page.getByRole('table').first()).toBeVisible();
  await slowExpect(page.getByRole('progressbar')).toHaveCount(0);
}

/** German throughout and without a serious axe violation. */
async function expectGermanAndAccessible(page: Page): Promise<void> {
  expect(await englishTextsOn(page)).toEqual([]);
  await expectAccessible(page);
}

/**
 * One back-office screen as admin-screens.spec.ts checks it: the list (or page), its first record and its create
 * form, each with a level-1 heading, German throughout and without a serious axe violation.
 */
export async function expectGermanAccessibleScreen(page: Page, route: AdminRoute): Promise<void> {
  await openScreen(page, route.path);
  await listShown(page, route);
  await expectGermanAndAccessible(page);
  const open = page.getByRole('link', { name: /^(Bearbeiten|Anzeigen): / }).first();
  if (await open.isVisible()) {
    const name = (await open.getAttribute('aria-label')) ?? '';
    await open.click();
    // The list is gone once the link to the record is; the record's view has loaded once nothing is in flight.
    await slowExpect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
    await slowExpect(page.getByRole('heading', { level: 1, name: route.title, exact: true })).toBeVisible();
    await slowExpect(page.getByRole('progressbar')).toHaveCount(0);
    await expectGermanAndAccessible(page);
    await page.goBack();
    await listShown(page, route);
  }
  const create = page.getByRole('link', { name: 'Neu anlegen' });
  if (await create.isVisible()) {
    await create.click();
    await slowExpect(page.getByRole('heading', { level: 2, name: 'Anlegen' })).toBeVisible();
    await slowExpect(page.getByRole('progressbar')).toHaveCount(0);
    await expectGermanAndAccessible(page);
  }
}
