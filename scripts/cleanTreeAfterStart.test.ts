import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { projectRoot } from '@server/projectRoot';
import { signInViaApi } from '@server/testing/signIn';

const clone = join(mkdtempSync(join(tmpdir(), 'radar-clean-tree-')), 'checkout');
afterAll(() => rmSync(join(clone, '..'), { recursive: true, force: true }), 60_000);

const git = (...args: string[]) => execFileSync('git', args, { cwd: clone, encoding: 'utf8' });

/**
 * Running the product never changes a tracked file. A clone of the committed tree with the build and
 * node_modules beside it, started as `npm start` starts it (defaults only: data in .data/), used, and stopped:
 * `git status` has nothing to say.
 */
it('leaves git status clean after a start with the defaults, a sign-in and a stop', { timeout: 120_000 }, async () => {
  execFileSync('git', ['clone', '--quiet', '--local', '--no-hardlinks', projectRoot, clone]);
  symlinkSync(join(projectRoot, 'node_modules'), join(clone, 'node_modules'));
  cpSync(join(projectRoot, 'dist'), join(clone, 'dist'), { recursive: true });
  expect(git('status', '--porcelain')).toBe('');

  const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', HOST: '127.0.0.1' };
  for (const name of ['DB_FILE', 'MEDIA_DIR', 'EXPORT_DIR', 'SUPPORT_SPOOL_DIR', 'DATABASE_URL']) delete env[name];
  const child = spawn(process.execPath, [join(clone, 'dist/server/main.js')], { cwd: clone, env, stdio: 'pipe' });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const url = await new Promise<string>((resolve, reject) => {
    let log = '';
    child.stdout.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      const match = /läuft auf (http:\/\/\S+?)\/ /.exec(log);
      if (match?.[1]) resolve(match[1]);
    });
    void exited.then((code) => reject(new Error(`Start endete mit ${code}:\n${log}`)));
  });
  await signInViaApi(url, 'max.muster');
  child.kill('SIGTERM');
  expect(await exited).toBe(0);
  expect(git('status', '--porcelain')).toBe('');
});
