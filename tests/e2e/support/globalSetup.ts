import { spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const projectRoot = resolve(import.meta.dirname, '../../..');
/** Short enough that every longer test lives through a silent token refresh (refresh at under 60 s left). */
export const E2E_TOKEN_TTL_SECONDS = 75;

/**
 * Starts the real server (production build) on a free port over a temporary copy of db.json.
 * Workers read the address from E2E_BASE_URL and the data file from E2E_DB_FILE.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const folder = mkdtempSync(join(tmpdir(), 'radar-e2e-'));
  const dbFile = join(folder, 'db.json');
  copyFileSync(join(projectRoot, 'db.json'), dbFile);
  const child = spawn(process.execPath, ['--import', 'tsx', join(projectRoot, 'server/main.ts')], {
    cwd: projectRoot,
    env: {
      ...process.env,
      PORT: '0',
      HOST: 'localhost',
      DB_FILE: dbFile,
      SERVE: 'build',
      DEV_IDP_TOKEN_TTL: String(E2E_TOKEN_TTL_SECONDS),
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
  process.env.E2E_BASE_URL = url;
  process.env.E2E_DB_FILE = dbFile;
  return async () => {
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    await exited;
    rmSync(folder, { recursive: true, force: true });
  };
}
