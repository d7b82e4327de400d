import type { Page } from '@playwright/test';
import type { AdminRoute } from '../../../src/shared/routes';
import { englishTextsOn } from './englishTexts';
import { expect, expectAccessible } from './fixtures';

const slowExpect = expect.configure({ timeout: 15_000 });

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
