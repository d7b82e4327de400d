import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Calls that replace a module or a global for the rest of the file. Vitest runs most test files in one shared
 * module graph per worker (`isolate: false`, which saves importing the server and React once per file); a file
 * that makes one of these calls would leak its replacement into the files after it, so it gets a fresh graph.
 */
const replacingCalls = /\bvi\.(mock|doMock|unmock|stubGlobal|stubEnv|resetModules)\(/;

/** The test files under `folders` whose name ends in `suffix`, split by whether they need a module graph of their own. */
export function testFilesByIsolation(projectRoot: string, folders: readonly string[], suffix: string) {
  const files = folders.flatMap((folder) =>
    readdirSync(join(projectRoot, folder), { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith(suffix) && !name.includes('node_modules'))
      .map((name) => relative(projectRoot, join(projectRoot, folder, name)).replaceAll('\\', '/')),
  );
  const isolated = files.filter((file) => replacingCalls.test(readFileSync(join(projectRoot, file), 'utf8')));
  return { isolated, shared: files.filter((file) => !isolated.includes(file)) };
}
