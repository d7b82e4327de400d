import { spawn } from 'node:child_process';
import { copyFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { COMPILED_SERVER, compiledEntryArgs } from '@server/testing/compiledServer';

export const projectRoot = resolve(import.meta.dirname, '../../..');

/**
 * Lifetime of tokens in e2e runs: longer than a whole run (three repeats included), so the sign-ins auth.setup.ts
 * stores stay valid and no two tests refresh one stored refresh token (rotation would revoke the grant on reuse).
 * Expiry and refresh are tested on the page's clock (sso.spec.ts).
 */
export const E2E_TOKEN_TTL_SECONDS = 3600;

export interface SpawnedServer {
  url: string;
  dbFile: string;
  stop: () => Promise<void>;
}

export interface SpawnOptions {
  /** Changes the temporary copy of db.json before the server starts (e.g. generates records). */
  prepareDb?: (dbFile: string) => void;
  env?: Record<string, string>;
  /** Receives everything the server writes to stdout, for a spec that reads its log. */
  onOutput?: (text: string) => void;
}

/**
 * The built app (server and web entries, `npm run build`) in its own process on a free port, over temporary copies of db.json and the media folder, so
 * no test changes tracked files. Resolves once the server prints its address.
 */
export async function spawnServer(options: SpawnOptions = {}): Promise<SpawnedServer> {
  const folder = mkdtempSync(join(tmpdir(), 'radar-e2e-'));
  const dbFile = join(folder, 'db.json');
  const mediaDir = join(folder, 'media');
  copyFileSync(join(projectRoot, 'db.json'), dbFile);
  cpSync(join(projectRoot, 'server', 'media'), mediaDir, { recursive: true });
  options.prepareDb?.(dbFile);
  const child = spawn(process.execPath, compiledEntryArgs(COMPILED_SERVER), {
    cwd: projectRoot,
    env: {
      ...process.env,
      PORT: '0',
      HOST: 'localhost',
      DB_FILE: dbFile,
      MEDIA_DIR: mediaDir,
      SERVE: 'build',
      DEV_IDP_TOKEN_TTL: String(E2E_TOKEN_TTL_SECONDS),
      // No balancer watches a test's server: it stops at once instead of answering DOWN for 3 s first.
      SHUTDOWN_DRAIN_DELAY_MS: '0',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolveUrl, reject) => {
    let output = '';
    const collect = (chunk: Buffer) => {
      options.onOutput?.(chunk.toString());
      output += chunk.toString();
      const match = /läuft auf (http:\/\/\S+?)\/ /.exec(output);
      if (!match?.[1]) return;
      resolveUrl(match[1]);
      // Then the log is read and dropped: kept and searched whole on every chunk, the request log of a whole run
      // cost this process (the runner, beside the browsers) time that grew with the square of its length.
      child.stdout.off('data', collect);
      const { onOutput } = options;
      if (onOutput) child.stdout.on('data', (later: Buffer) => onOutput(later.toString()));
      else child.stdout.resume();
    };
    child.stdout.on('data', collect);
    child.once('exit', (code) => reject(new Error(`Der Server endete mit ${code}:\n${output}`)));
  });
  return {
    url,
    dbFile,
    stop: async () => {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
