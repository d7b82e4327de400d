import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The folder holding package.json, found by walking up: the same code runs from its source folder (tests,
 * `npm run dev`) and bundled into dist/server/ (`npm start`), so a path relative to the module would differ.
 */
function findProjectRoot(start: string): string {
  let folder = start;
  while (!existsSync(join(folder, 'package.json'))) {
    const parent = dirname(folder);
    if (parent === folder) throw new Error(`Kein package.json über ${start} gefunden.`);
    folder = parent;
  }
  return folder;
}

export const projectRoot = findProjectRoot(import.meta.dirname);
