import { readFileSync, writeFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { Database } from '@shared/schemas';
import { closeContextsOn } from './consoleGuard';
import { signIn } from './signIn';
import { spawnServer } from './spawnServer';
import type { FixtureUser } from './users';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

export interface ServerOptions {
  /** Changes the server's own copy of db.json before it starts: a special data set. */
  prepareDb?: (db: Database) => void;
  env?: Record<string, string>;
  /** Receives everything the server writes to stdout, for a spec that reads its log. */
  onOutput?: (text: string) => void;
}

export interface E2eServer {
  url: string;
  dbFile: string;
  /**
   * The user's browser context on this server, shared by the spec's tests: signed in through the server's login
   * page on first use. For tests that leave it as they found it (they open pages in it and close them).
   */
  contextAs: (browser: Browser, user: FixtureUser) => Promise<BrowserContext>;
  /**
   * A page in a new context of the user on this server, open on the dashboard: for a test that changes what a
   * context keeps (local storage, cookies, routes, the clock). The user's first context signs in through the
   * server's login page; later ones start from the state it stored.
   */
  newPageAs: (browser: Browser, user: FixtureUser) => Promise<Page>;
  stop: () => Promise<void>;
}

/**
 * A server of a spec's own (the build, its own port and its own copy of db.json): for specs that change data or
 * global state the other specs would see, or need a special data set or configuration. A user signs in on it once
 * through its real login page; later contexts of that user start from the stored state.
 */
export async function startServer({ prepareDb, env, onOutput }: ServerOptions = {}): Promise<E2eServer> {
  const { url, dbFile, stop } = await spawnServer({
    env,
    onOutput,
    prepareDb:
      prepareDb &&
      ((file) => {
        const db = JSON.parse(readFileSync(file, 'utf8')) as Database;
        prepareDb(db);
        writeFileSync(file, JSON.stringify(db));
      }),
  });
  const contexts = new Set<BrowserContext>();
  const newContext = async (browser: Browser, storageState?: StorageState) => {
    const context = await browser.newContext({ baseURL: url, storageState });
    contexts.add(context);
    return context;
  };
  const sessions = new Map<string, Promise<StorageState>>();
  const newPageAs = async (browser: Browser, user: FixtureUser) => {
    const stored = sessions.get(user.username);
    if (!stored) {
      const signingIn = newContext(browser).then(async (context) => {
        const page = await context.newPage();
        await signIn(page, user);
        return { page, state: await context.storageState() };
      });
      sessions.set(
        user.username,
        signingIn.then(({ state }) => state),
      );
      return (await signingIn).page;
    }
    const page = await (await newContext(browser, await stored)).newPage();
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: `Hallo, ${user.name}!` }).waitFor();
    return page;
  };
  const shared = new Map<string, Promise<BrowserContext>>();
  const contextAs = (browser: Browser, user: FixtureUser) => {
    let context = shared.get(user.username);
    if (!context) {
      context = newPageAs(browser, user).then(async (page) => {
        await page.close();
        return page.context();
      });
      shared.set(user.username, context);
    }
    return context;
  };
  return {
    url,
    dbFile,
    contextAs,
    newPageAs,
    stop: async () => {
      await Promise.all([...contexts].map((context) => context.close().catch(() => undefined)));
      await closeContextsOn(new URL(url).origin);
      await stop();
    },
  };
}
