import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { pathAliases } from '../vite.config';

/**
 * package.json's `sideEffects` tells the bundlers that every module under src/ may be dropped when nothing of it is
 * used, except the ones listed (decision 071). A module imported only for what it does on load (`import './x';`)
 * and missing from the list would silently vanish from the build: this test keeps the list complete.
 */
const repo = join(import.meta.dirname, '..');
const { sideEffects } = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as { sideEffects?: unknown };

const sourceFiles = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

const resolveSource = (from: string, specifier: string): string => {
  const [first = '', ...rest] = specifier.split('/');
  const aliasFolder = pathAliases[first as keyof typeof pathAliases];
  const base = aliasFolder ? join(repo, aliasFolder, ...rest) : join(dirname(from), specifier);
  const found = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((path) => existsSync(path));
  if (!found) throw new Error(`${relative(repo, from)}: ${specifier} nicht gefunden`);
  return `./${relative(repo, found)}`;
};

/** Targets of the bare imports in src/ (`import './x';`, `import '@shared/x';`), as paths like `./src/…`. */
const bareImport = new RegExp(`^import '((?:\\.\\.?|${Object.keys(pathAliases).join('|')})/[^']+)';$`, 'gm');
const importedForEffect = sourceFiles(join(repo, 'src')).flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(bareImport)].map((match) => resolveSource(file, match[1]!)),
);

describe('package.json sideEffects', () => {
  it('is a list', () => {
    expect(Array.isArray(sideEffects)).toBe(true);
  });

  it('lists every module of src/ that is imported only for its effect', () => {
    expect(importedForEffect.length).toBeGreaterThan(0);
    const missing = importedForEffect.filter(
      (path) => !path.endsWith('.css') && !(sideEffects as string[]).includes(path),
    );
    expect(missing).toEqual([]);
  });

  it('names only files that exist', () => {
    const files = (sideEffects as string[]).filter((entry) => !entry.includes('*'));
    expect(files.filter((file) => !existsSync(join(repo, file)))).toEqual([]);
  });
});
