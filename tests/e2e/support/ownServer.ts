import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { storageKeys } from '../../../src/shared/auth/storageKeys';
import type { Database } from '../../../src/shared/schemas';
import { signInThroughLoginPage } from './signIn';
import type { FixtureUser } from './users';

const projectRoot = resolve(import.meta.dirname, '../../..');

export interface OwnServer {
  url: string;
  stop: () => Promise<void>;
}

/** A port that was free a moment ago, for a server whose address must be known before it starts. */
export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
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
  const folder = mkdtempSync(join(tmpdir(), 'radar-e2e-own-'));
  const dbFile = join(folder, 'db.json');
  const db = JSON.parse(readFileSync(join(projectRoot, 'db.json'), 'utf8')) as Database;
  prepare(db);
  writeFileSync(dbFile, `${JSON.stringify(db, null, 2)}\n`);
  const child = spawn(process.execPath, ['--import', 'tsx', join(projectRoot, 'server/main.ts')], {
    cwd: projectRoot,
    env: { ...process.env, PORT: '0', HOST: 'localhost', DB_FILE: dbFile, SERVE: 'build', ...env },
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
  return {
    url,
    stop: async () => {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
      rmSync(folder, { recursive: true, force: true });
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
