import type { Locator, Page } from '@playwright/test';
import { portalTexts } from '../../../src/shared/texts';

export const dashboardTexts = portalTexts.dashboard;

/** The module grid of the dashboard. */
export const moduleGrid = (page: Page): Locator => page.getByRole('region', { name: dashboardTexts.gridLabel });

/** The card of a module, by its name. */
export const card = (page: Page, name: string): Locator => moduleGrid(page).getByRole('article', { name, exact: true });

/** Names of the cards in the grid, in page order. */
export const cardNames = async (page: Page): Promise<string[]> =>
  moduleGrid(page).getByRole('article').getByRole('heading', { level: 2 }).allTextContents();

/** Scrolls to the end of the page (so the next page of modules loads), then names the cards. */
export const cardNamesAfterScrolling = async (page: Page): Promise<string[]> => {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  return cardNames(page);
};
