import { adminRoutes, portalRoutes } from '../../src/shared/routes';
import { expect, expectAccessible, test } from './support/fixtures';

test.describe('every route of spec section 2 opens on a fresh page load', () => {
  for (const route of Object.values(portalRoutes)) {
    test(`Portal ${route.example}`, async ({ page }) => {
      await page.goto(route.example);
      await expect(page.getByRole('heading', { level: 1, name: route.title })).toBeVisible();
      await expectAccessible(page);
    });
  }

  for (const route of adminRoutes) {
    test(`Back Office ${route.path}`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1, name: route.title, exact: true })).toBeVisible();
      await expectAccessible(page);
    });
  }
});

test('the bare health page shows the status of the server', async ({ page }) => {
  await page.goto('/actuator/health');
  await expect(page.getByLabel('Statusbericht')).toContainText('"status": "UP"');
  await expect(page.getByRole('banner')).toHaveCount(0);
});
