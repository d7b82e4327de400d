import type { Locator, Page } from '@playwright/test';
import { card, dashboardTexts, moduleGrid } from './support/dashboard';
import { expect, expectAccessible, test } from './support/fixtures';
import { fixtureUsers, storageStateOf } from './support/users';

/** The dashboard on a phone: 375 px, two columns below the 768 px breakpoint; read-only on the shared server. */
test.use({ viewport: { width: 375, height: 800 } });

/** Every element of a card (the card included) whose content is wider than the element, as 'card: <tag> wide>box'. */
const widerThanTheirBox = (page: Page): Promise<string[]> =>
  moduleGrid(page)
    .getByRole('article')
    .evaluateAll((cards) =>
      cards.flatMap((article) =>
        [article, ...article.querySelectorAll('*')]
          .filter((element) => element.scrollWidth > element.clientWidth && element.clientWidth > 0)
          .map(
            (element) =>
              `${article.querySelector('h2')?.textContent}: <${element.localName}> ${element.scrollWidth}>${element.clientWidth}`,
          ),
      ),
    );

const lineCount = (heading: Locator): Promise<number> =>
  heading.evaluate((element) =>
    Math.round(element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight)),
  );

/** Whether the inner element lies wholly inside the outer one, horizontally. */
async function liesWithin(inner: Locator, outer: Locator): Promise<boolean> {
  const [innerBox, outerBox] = [await inner.boundingBox(), await outer.boundingBox()];
  if (!innerBox || !outerBox) return false;
  return innerBox.x >= outerBox.x && innerBox.x + innerBox.width <= outerBox.x + outerBox.width;
}

for (const user of [fixtureUsers.max, fixtureUsers.anna, fixtureUsers.petra]) {
  test.describe(user.username, () => {
    test.use({ storageState: storageStateOf(user) });

    test('no card content is wider than its card at 375 px', async ({ sharedPage: page }) => {
      await page.goto('/');
      await expect(moduleGrid(page).getByRole('article').first()).toBeVisible();
      expect(await widerThanTheirBox(page)).toEqual([]);
      await expectAccessible(page);
    });
  });
}

test.describe('max.muster at 375 px', () => {
  test.use({ storageState: storageStateOf(fixtureUsers.max) });

  test('a long card title wraps to two lines and the card keeps its actions in view', async ({ sharedPage: page }) => {
    await page.goto('/');
    const name = 'Hinweis: Jahresendarbeiten';
    const temporary = card(page, name);
    await temporary.scrollIntoViewIfNeeded();
    const title = temporary.getByRole('heading', { level: 2, name });
    await expect(title).toBeInViewport({ ratio: 1 });
    // A cut-off title is mounted again inside its lazily loaded tooltip: poll until the heading stands still.
    await expect.poll(() => lineCount(title)).toBe(2);
    for (const action of [dashboardTexts.addFavorite(name), dashboardTexts.removeModule(name)]) {
      const button = temporary.getByRole('button', { name: action });
      await expect(button).toBeInViewport({ ratio: 1 });
      expect(await liesWithin(button, temporary)).toBe(true);
    }
  });
});
