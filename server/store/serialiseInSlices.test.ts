import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { serialiseInSlices } from './serialiseInSlices';

const collect = async (data: Record<string, unknown>, onSlice: (slice: number) => void = () => undefined) => {
  const slices: string[] = [];
  await serialiseInSlices(data, async (text) => {
    slices.push(text);
    onSlice(slices.length);
    await Promise.resolve();
  });
  return slices;
};

const pretty = (data: unknown) => `${JSON.stringify(data, null, 2)}\n`;

it('writes exactly the text of JSON.stringify with two spaces', async () => {
  const fixture = JSON.parse(readFileSync(join(import.meta.dirname, '../../db.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  expect((await collect(fixture)).join('')).toBe(pretty(fixture));
  for (const data of [
    {},
    { empty: [] },
    { one: [{ id: 1, nested: { list: [1, 'zwei', null], text: 'Zeile\nzwei' } }], single: { a: 1 }, n: 3 },
    { skipped: undefined, kept: [null, 'x'] },
  ]) {
    expect((await collect(data)).join('')).toBe(pretty(data));
  }
});

it('writes a large collection in several slices, unaffected by records added or removed meanwhile', async () => {
  const records = Array.from({ length: 20_000 }, (_, index) => ({ id: index + 1, name: `Datensatz ${index + 1}` }));
  const data = { records, other: [{ id: 1 }] };
  const expected = pretty(data);
  const slices = await collect(data, () => {
    records.shift();
    records.push({ id: records.length + 100_000, name: 'später' });
  });
  expect(slices.length).toBeGreaterThan(3);
  expect(slices.join('')).toBe(expected);
});
