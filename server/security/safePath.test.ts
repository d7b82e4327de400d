import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { storedFileNameSchema } from '@shared/schemas/common';
import { fileInFolder, fileNameOfId, pathInside, requireFileInFolder } from './safePath';

const folder = mkdtempSync(join(tmpdir(), 'radar-safe-path-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Names an attacker would try, mixed into arbitrary strings. */
const hostileName = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc
    .array(fc.constantFrom('..', '.', '/', '\\', '%2e', 'etc', 'passwd', '\0', '~', 'C:', 'a', '.svg', ' '), {
      maxLength: 12,
    })
    .map((parts) => parts.join('')),
);

describe('fileInFolder', () => {
  it('never resolves an arbitrary name outside its folder or to the folder itself', () => {
    fc.assert(
      fc.property(hostileName, (name) => {
        const file = fileInFolder(folder, name);
        if (file !== undefined) expect(dirname(file)).toBe(resolve(folder));
      }),
      { numRuns: 5000 },
    );
  });

  it('never lets a path leave the folder, whatever the relative path', () => {
    fc.assert(
      fc.property(hostileName, (relativePath) => {
        const file = pathInside(folder, relativePath);
        if (file !== undefined) expect(file.startsWith(`${resolve(folder)}/`)).toBe(true);
      }),
      { numRuns: 5000 },
    );
  });

  it('agrees with the schema rule used at the edge', () => {
    fc.assert(
      fc.property(hostileName, (name) => {
        expect(fileInFolder(folder, name) !== undefined).toBe(storedFileNameSchema.safeParse(name).success);
      }),
      { numRuns: 5000 },
    );
  });

  it.each(['../../../../../../../../etc/passwd', '/etc/passwd', '..', '.', '', 'a/b.svg', 'a\\b.svg', '.env'])(
    'refuses %j',
    (name) => {
      expect(fileInFolder(folder, name)).toBeUndefined();
      expect(() => requireFileInFolder(folder, name)).toThrow();
      expect(storedFileNameSchema.safeParse(name).success).toBe(false);
    },
  );

  it('keeps the names the server stores', () => {
    for (const name of [
      'att1003001-4cf8f11b6127.svg',
      'kachel-hilfe.svg',
      '12.eml',
      '2026-11-25T07-00-00-000Z-1-1.eml',
    ])
      expect(fileInFolder(folder, name)).toBe(join(resolve(folder), name));
  });

  it('derives names from any record id that pass the rule', () => {
    fc.assert(
      fc.property(fc.oneof(fc.nat(), fc.string({ minLength: 1, maxLength: 200 })), (id) => {
        expect(fileInFolder(folder, fileNameOfId(id, 'eml'))).toBeDefined();
      }),
    );
    expect(fileNameOfId(42, 'json')).toBe('42.json');
  });
});
