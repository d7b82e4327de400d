import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** `npm start` builds only when dist/ is missing or older than a source file of the web entries. */
const root = join(import.meta.dirname, '..');
const stamp = join(root, 'dist/portal/index.html');

const newestIn = (folder: string): number =>
  readdirSync(folder, { withFileTypes: true }).reduce((newest, entry) => {
    const path = join(folder, entry.name);
    const time = entry.isDirectory() ? newestIn(path) : statSync(path).mtimeMs;
    return Math.max(newest, time);
  }, 0);

const sources = Math.max(
  newestIn(join(root, 'src')),
  statSync(join(root, 'vite.config.ts')).mtimeMs,
  statSync(join(root, 'package-lock.json')).mtimeMs,
);
if (!existsSync(stamp) || statSync(stamp).mtimeMs < sources) {
  console.log('Baue die Web-Oberflächen (vite build) …');
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
}
