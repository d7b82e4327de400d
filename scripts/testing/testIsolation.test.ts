import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { testFilesByIsolation } from './testIsolation';

let folder = '';
afterEach(() => rmSync(folder, { recursive: true, force: true }));

it('gives a module graph of its own to every test file that replaces a module or a global', () => {
  folder = mkdtempSync(join(tmpdir(), 'radar-isolation-'));
  mkdirSync(join(folder, 'server/store'), { recursive: true });
  writeFileSync(join(folder, 'server/store/journal.test.ts'), "vi.mock('node:fs/promises', () => ({}));\n");
  writeFileSync(join(folder, 'server/store/env.test.ts'), "vi.stubEnv('TZ', 'UTC');\n");
  writeFileSync(join(folder, 'server/store/plain.test.ts'), "it('adds', () => expect(1 + 1).toBe(2));\n");
  writeFileSync(join(folder, 'server/store/helper.ts'), "vi.mock('x');\n");

  const { isolated, shared } = testFilesByIsolation(folder, ['server'], '.test.ts');

  expect(isolated.sort()).toEqual(['server/store/env.test.ts', 'server/store/journal.test.ts']);
  expect(shared).toEqual(['server/store/plain.test.ts']);
});

it('runs every test file that asks for a document with the rendering tests, whatever else it does', () => {
  folder = mkdtempSync(join(tmpdir(), 'radar-isolation-'));
  mkdirSync(join(folder, 'src/auth'), { recursive: true });
  writeFileSync(join(folder, 'src/auth/storage.test.ts'), "// @vitest-environment jsdom\nit('stores', () => {});\n");
  writeFileSync(
    join(folder, 'src/auth/login.test.ts'),
    "// @vitest-environment jsdom\nvi.stubGlobal('fetch', vi.fn());\n",
  );
  writeFileSync(join(folder, 'src/auth/plain.test.ts'), "// a jsdom-free test\nit('adds', () => {});\n");

  const { dom, isolated, shared } = testFilesByIsolation(folder, ['src'], '.test.ts');

  expect(dom.sort()).toEqual(['src/auth/login.test.ts', 'src/auth/storage.test.ts']);
  expect(isolated).toEqual([]);
  expect(shared).toEqual(['src/auth/plain.test.ts']);
});
