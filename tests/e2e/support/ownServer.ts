import { readFileSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { storageKeys } from '@shared/auth/storageKeys';
import type { Database } from '@shared/schemas';
import { closeContextsOn } from './consoleGuard';
import { signInThroughLoginPage } from './signIn';
import { spawnServer } from './spawnServer';
import type { FixtureUser } from './users';

export interface OwnServer {
  url: string;
  stop: () => Promise<void>;
}

/**
 * A server of its own (production build, own copy of db.json, changed by `prepare`) for tests that change
 * global state such as the maintenance switch, so tests running in parallel against the shared server are
 * not disturbed. Users sign in on it through its own login page.
 */
export async function startOwnServer(
  prepare: (db: Database) => void = () => undefined,
  env: Record<string, string> = {},
): Promise<OwnServer> {
  const { url, stop } = await spawnServer({
    env,
    prepareDb: (dbFile) => {
      const db = JSON.parse(readFileSync(dbFile, 'utf8')) as Database;
      prepare(db);
      writeFileSync(dbFile, `${JSON.stringify(db, null, 2)}\n`);
    },
  });
  return {
    url,
    stop: async () => {
      await closeContextsOn(new URL(url).origin);
      await stop();
    },
  };
}

/** Signs the page in on that server through its login page and waits for the greeting. */
export async function signInOn(page: Page, baseUrl: string, user: FixtureUser): Promise<void> {
  await page.goto(`${baseUrl}/`);
  await signInThroughLoginPage(page, user);
  await page.getByRole('heading', { level: 1, name: `Hallo, ${user.name}!` }).waitFor();
}

/** The bearer header of the user signed in on the page, for calls a test makes through the API. */
export async function bearerOf(page: Page): Promise<Record<string, string>> {
  const token = await page.evaluate((key) => localStorage.getItem(key), storageKeys.accessToken);
  if (!token) throw new Error('Kein Zugriffstoken im Browser');
  return { Authorization: `Bearer ${token}` };
}
