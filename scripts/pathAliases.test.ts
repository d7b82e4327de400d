import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathAliases } from '../vite.config';

/**
 * The path aliases are declared twice: in tsconfig.json's `paths` (read by tsc, esbuild, tsx and Playwright) and in
 * Vite's `resolve.alias` (the web build and Vitest). This test keeps the two the same.
 */
const repo = join(import.meta.dirname, '..');
const { compilerOptions } = JSON.parse(readFileSync(join(repo, 'tsconfig.json'), 'utf8')) as {
  compilerOptions: { paths: Record<string, string[]> };
};

it('tsconfig.json and vite.config.ts map the same aliases to the same folders', () => {
  const fromVite = Object.entries(pathAliases).map(([alias, folder]) => [`${alias}/*`, [`./${folder}/*`]]);
  expect(compilerOptions.paths).toEqual(Object.fromEntries(fromVite));
});
