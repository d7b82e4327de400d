import type { Locator } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';
import { fixtureUsers, storageStateOf } from './support/users';

/** The report page's own furniture never lies over the report. */
test.use({ storageState: storageStateOf(fixtureUsers.max) });

const overlaps = async (a: Locator, b: Locator): Promise<boolean> => {
  const [first, second] = await Promise.all([a.boundingBox(), b.boundingBox()]);
  if (!first || !second) return false;
  return (
    first.x < second.x + second.width &&
    second.x < first.x + first.width &&
    first.y < second.y + second.height &&
    second.y < first.y + first.height
  );
};

for (const width of [1400, 375]) {
  test(`the 'KI-Assistent' button covers no part of the report at ${width} px, wherever the page is scrolled`, async ({
    sharedPage: page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/modules/2/reports/1');
    const button = page.getByRole('button', { name: 'KI-Assistent' });
    await expect(button).toBeVisible();
    // The report's visuals (charts, tables), each a named region.
    const visuals = page.getByRole('main').getByRole('region');
    await expect(visuals.first()).toBeVisible();
    await expectAccessible(page);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < height; y += 200) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      for (const visual of await visuals.all()) {
        expect(await overlaps(button, visual), `${width} px, gescrollt bis ${y} px`).toBe(false);
      }
    }
  });
}
