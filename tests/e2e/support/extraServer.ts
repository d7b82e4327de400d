import type { Browser, BrowserContext } from '@playwright/test';
import { closeContextsOn } from './consoleGuard';
import { spawnServer, type SpawnOptions } from './spawnServer';
import type { FixtureUser } from './users';

export interface ExtraServer {
  url: string;
  dbFile: string;
  /** A browser context signed in as the user through the real login page of this server (one per user). */
  contextAs: (browser: Browser, user: FixtureUser) => Promise<BrowserContext>;
  stop: () => Promise<void>;
}

/**
 * A second server of the built app for one spec: its own port and its own temporary copy of db.json, so a
 * spec can work on a special data set or change data without touching the server all other specs share.
 */
export async function startExtraServer(options: SpawnOptions = {}): Promise<ExtraServer> {
  const { url, dbFile, stop } = await spawnServer(options);
  const contexts = new Map<string, Promise<BrowserContext>>();
  const signIn = async (browser: Browser, user: FixtureUser) => {
    const context = await browser.newContext({ baseURL: url });
    const page = await context.newPage();
    await page.goto('/admin');
    await page.getByLabel('Benutzername').fill(user.username);
    await page.getByLabel('Passwort').fill('test');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.waitForURL(/\/admin/);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.close();
    return context;
  };
  return {
    url,
    dbFile,
    contextAs: (browser, user) => {
      let context = contexts.get(user.username);
      if (!context) {
        context = signIn(browser, user);
        contexts.set(user.username, context);
      }
      return context;
    },
    stop: async () => {
      await Promise.all([...contexts.values()].map(async (context) => (await context).close().catch(() => undefined)));
      await closeContextsOn(new URL(url).origin);
      await stop();
    },
  };
}
