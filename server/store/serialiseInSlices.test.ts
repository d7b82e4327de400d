import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { serialiseDatabase, serialiseInSlices } from './serialiseInSlices';

const collect = async (data: Record<string, unknown>, onSlice: (slice: number) => void = () => undefined) => {
  const slices: string[] = [];
  await serialiseInSlices(data, async (text) => {
    slices.push(text);
    onSlice(slices.length);
    await Promise.resolve();
  });
  return slices;
};

const fixture = JSON.parse(readFileSync(join(import.meta.dirname, '../../db.json'), 'utf8')) as Record<string, unknown>;

it('writes the data back as it was, one line per record, in slices the same text as at once', async () => {
  for (const data of [
    fixture,
    {},
    { empty: [] },
    { one: [{ id: 1, nested: { list: [1, 'zwei', null], text: 'Zeile\nzwei' } }], single: { a: 1 }, n: 3 },
    { kept: [null, 'x'] },
  ]) {
    const text = (await collect(data)).join('');
    expect(text).toBe(serialiseDatabase(data));
    expect(JSON.parse(text)).toEqual(data);
  }
  expect(serialiseDatabase({ skipped: undefined, kept: [1] })).toBe('{\n  "kept": [\n    1\n  ]\n}\n');
  const lines = serialiseDatabase({ modules: [{ id: 1 }, { id: 2 }] }).split('\n');
  expect(lines).toEqual(['{', '  "modules": [', '    {"id":1},', '    {"id":2}', '  ]', '}', '']);
});

it('writes a deeply nested value in about its own size, not in depth × depth', () => {
  const depth = 2_000;
  const value: unknown = JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`);
  const text = serialiseDatabase({ userPreferences: [{ id: 1, value }] });
  expect(text.length).toBeLessThan(2 * depth + 100);
});

it('writes a large collection in several slices, unaffected by records added or removed meanwhile', async () => {
  const records = Array.from({ length: 20_000 }, (_, index) => ({ id: index + 1, name: `Datensatz ${index + 1}` }));
  const data = { records, other: [{ id: 1 }] };
  const expected = serialiseDatabase(data);
  const slices = await collect(data, () => {
    records.shift();
    records.push({ id: records.length + 100_000, name: 'später' });
  });
  expect(slices.length).toBeGreaterThan(3);
  expect(slices.join('')).toBe(expected);
});
