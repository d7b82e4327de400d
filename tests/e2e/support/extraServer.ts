import { spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext } from '@playwright/test';
import { E2E_TOKEN_TTL_SECONDS } from './globalSetup';
import type { FixtureUser } from './users';

const projectRoot = resolve(import.meta.dirname, '../../..');

export interface ExtraServer {
  url: string;
  dbFile: string;
  /** A browser context signed in as the user through the real login page of this server (one per user). */
  contextAs: (browser: Browser, user: FixtureUser) => Promise<BrowserContext>;
  stop: () => Promise<void>;
}

export interface ExtraServerOptions {
  /** Changes the temporary copy of db.json before the server starts (e.g. generates records). */
  prepareDb?: (dbFile: string) => void;
  env?: Record<string, string>;
}

/**
 * A second server of the built app for one spec: its own port and its own temporary copy of db.json, so a
 * spec can work on a special data set or change data without touching the server all other specs share.
 */
export async function startExtraServer(options: ExtraServerOptions = {}): Promise<ExtraServer> {
  const folder = mkdtempSync(join(tmpdir(), 'radar-e2e-extra-'));
  const dbFile = join(folder, 'db.json');
  copyFileSync(join(projectRoot, 'db.json'), dbFile);
  options.prepareDb?.(dbFile);
  const child = spawn(process.execPath, ['--import', 'tsx', join(projectRoot, 'server/main.ts')], {
    cwd: projectRoot,
    env: {
      ...process.env,
      PORT: '0',
      HOST: 'localhost',
      DB_FILE: dbFile,
      SERVE: 'build',
      DEV_IDP_TOKEN_TTL: String(E2E_TOKEN_TTL_SECONDS),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolveUrl, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /läuft auf (http:\/\/\S+?)\/ /.exec(output);
      if (match?.[1]) resolveUrl(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`Der Server endete mit ${code}:\n${output}`)));
  });
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
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
