import { readFileSync, writeFileSync } from 'node:fs';
import type { Database } from '@shared/schemas';
import { generateAccounts } from '../generate-accounts';
import { spawnServer } from '../../tests/e2e/support/spawnServer';
import { fixtureUsers } from '../../tests/e2e/support/users';
import { signedInBrowser } from './lighthouseRun';

/**
 * The built app over the fixtures plus `generated` accounts (by default 20,000, bench:web's data), and a browser
 * signed in as anna.admin through the real login page: what the back-office profiling scripts measure a page load in.
 */
export async function adminOverManyAccounts(generated = 20_000) {
  const server = await spawnServer({
    env: { DEV_IDP_TOKEN_TTL: '3600' },
    prepareDb: (file) => {
      const db = JSON.parse(readFileSync(file, 'utf8')) as Database;
      db.zbvAccounts.push(...generateAccounts(db, generated));
      writeFileSync(file, JSON.stringify(db));
    },
  });
  // A browser that does not start (no /usr/bin/chromium) or sign in must not leave the server running.
  const browser = await signedInBrowser(server.url, fixtureUsers.anna, '/admin', (page) =>
    page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 }),
  ).catch(async (error: unknown) => {
    await server.stop();
    throw error;
  });
  return { server, browser };
}
