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

/**
 * One back-office screen as admin-screens.spec.ts checks it: the list (or page), its first record and its create
 * form, each with a level-1 heading, German throughout and without a serious axe violation.
 */
export async function expectGermanAccessibleScreen(page: Page, route: AdminRoute): Promise<void> {
  const heading = page.getByRole('heading', { level: 1, name: route.title, exact: true });
  await page.goto(route.path);
  await slowExpect(heading).toBeVisible();
  if (route.kind === 'resource') await slowExpect(page.getByRole('table').first()).toBeVisible();
  await slowExpect(page.getByRole('progressbar')).toHaveCount(0);
  expect(await englishTextsOn(page)).toEqual([]);
  await expectAccessible(page);
  const open = page.getByRole('link', { name: /^(Bearbeiten|Anzeigen): / }).first();
  if (await open.isVisible()) {
    await open.click();
    await slowExpect(heading).toBeVisible();
    await page.waitForLoadState('networkidle');
    await slowExpect(page.getByRole('progressbar')).toHaveCount(0);
    expect(await englishTextsOn(page)).toEqual([]);
    await expectAccessible(page);
    await page.goBack();
  }
  const create = page.getByRole('link', { name: 'Neu anlegen' });
  if (await create.isVisible()) {
    await create.click();
    await slowExpect(page.getByRole('heading', { level: 2, name: 'Anlegen' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await englishTextsOn(page)).toEqual([]);
    await expectAccessible(page);
  }
}
