import type { Locator, Page } from '@playwright/test';
import { portalTexts } from '@shared/texts';

export const dashboardTexts = portalTexts.dashboard;

/** The module grid of the dashboard. */
export const moduleGrid = (page: Page): Locator => page.getByRole('region', { name: dashboardTexts.gridLabel });

/** The card of a module, by its name. */
export const card = (page: Page, name: string): Locator => moduleGrid(page).getByRole('article', { name, exact: true });

/** Names of the cards in the grid, in page order. */
export const cardNames = async (page: Page): Promise<string[]> =>
  moduleGrid(page).getByRole('article').getByRole('heading', { level: 2 }).allTextContents();

const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/**
 * Scrolls to the end of the page (so the next page of modules loads), then names every card in entry order. A
 * grid of 40 cards or more renders only the cards near the viewport, so it walks down the page a viewport at a
 * time and collects them.
 */
export const cardNamesAfterScrolling = async (page: Page): Promise<string[]> => {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const count = Number(await moduleGrid(page).getAttribute('data-card-count'));
  const names = await cardNames(page);
  if (names.length >= count) return names;
  const { height, step } = await page.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    step: window.innerHeight,
  }));
  const seen = new Map<string, number>();
  for (let y = 0; y <= height; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await nextFrames(page);
    const rendered = await moduleGrid(page)
      .locator('[data-index]')
      .evaluateAll((cards) =>
        cards.map(
          (card) => [Number(card.getAttribute('data-index')), card.querySelector('h2')?.textContent ?? ''] as const,
        ),
      );
    for (const [index, name] of rendered) seen.set(name, index);
  }
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  return [...seen].sort((a, b) => a[1] - b[1]).map(([name]) => name);
};
