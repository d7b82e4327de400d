import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Calls that replace a module or a global for the rest of the file. Vitest runs most test files in one shared
 * module graph per worker (`isolate: false`, which saves importing the server and React once per file); a file
 * that makes one of these calls would leak its replacement into the files after it, so it gets a fresh graph.
 */
const replacingCalls = /\bvi\.(mock|doMock|unmock|stubGlobal|stubEnv|resetModules)\(/;

/**
 * A file that asks for a document (`// @vitest-environment jsdom`): it runs with the rendering tests, each in a VM
 * context of a reused process, where a fresh jsdom costs a fraction of what it costs in the shared node processes.
 */
const asksForADocument = /^\/\/ @vitest-environment jsdom$/m;

/**
 * The test files under `folders` whose name ends in `suffix`, split into those that ask for a document, those that
 * need a module graph of their own, and the rest, which share one.
 */
export function testFilesByIsolation(projectRoot: string, folders: readonly string[], suffix: string) {
  const files = folders.flatMap((folder) =>
    readdirSync(join(projectRoot, folder), { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith(suffix) && !name.includes('node_modules'))
      .map((name) => relative(projectRoot, join(projectRoot, folder, name)).replaceAll('\\', '/')),
  );
  const sourceOf = (file: string) => readFileSync(join(projectRoot, file), 'utf8');
  const dom = files.filter((file) => asksForADocument.test(sourceOf(file)));
  const node = files.filter((file) => !dom.includes(file));
  const isolated = node.filter((file) => replacingCalls.test(sourceOf(file)));
  return { dom, isolated, shared: node.filter((file) => !isolated.includes(file)) };
}
