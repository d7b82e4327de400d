import { chromium, type Browser, type Page } from '@playwright/test';
import playwrightConfig from '../../../playwright.config';

/** Debian's Chromium with the e2e suite's own launch options (playwright.config.ts, decision 090). */
export const launchChromium = (): Promise<Browser> => chromium.launch(playwrightConfig.use?.launchOptions);

/** A fresh browser context at `baseURL`, with the e2e suite's locale and time zone. */
export async function newPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'de-DE', timezoneId: 'Europe/Berlin' });
  return context.newPage();
}

/** Waits until the dashboard greets the user (the page has signed in and called the API). */
export const dashboardGreets = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name: `Hallo, ${name}!` }).waitFor({ timeout: 20_000 });
