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
