// `npm start` (plain node, no dev tools needed when the build is fresh): builds only when dist/ is missing or
// older than a source file of the web entries or the server.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const stamps = ['dist/portal/index.html', 'dist/server/main.js'].map((file) => join(root, file));

const newestIn = (folder) =>
  readdirSync(folder, { withFileTypes: true }).reduce((newest, entry) => {
    const path = join(folder, entry.name);
    const time = entry.isDirectory() ? newestIn(path) : statSync(path).mtimeMs;
    return Math.max(newest, time);
  }, 0);

// A production tree (Dockerfile, docs/operations.md) holds the build but no sources: nothing to compare.
const isSourceTree = existsSync(join(root, 'src'));
const sources = () =>
  Math.max(
    newestIn(join(root, 'src')),
    newestIn(join(root, 'server')),
    statSync(join(root, 'vite.config.ts')).mtimeMs,
    statSync(join(root, 'package-lock.json')).mtimeMs,
  );
const missing = stamps.filter((stamp) => !existsSync(stamp));
if (!isSourceTree && missing.length > 0) {
  console.error(`Der Build fehlt (${missing.join(', ')}): im Quellbaum "npm run build" ausführen.`);
  process.exit(1);
}
if (isSourceTree && (missing.length > 0 || stamps.some((stamp) => statSync(stamp).mtimeMs < sources()))) {
  console.log('Baue Server und Web-Oberflächen (npm run build) …');
  execFileSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
}
