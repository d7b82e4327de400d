import { expect, it } from 'vitest';
import { inputTexts } from '../texts/inputs';
import { boundedJson, MAX_JSON_DEPTH, nestsDeeperThan } from './boundedJson';

const nested = (levels: number): unknown => JSON.parse(`${'['.repeat(levels)}${']'.repeat(levels)}`);

it('counts depth without recursion, also 100,000 levels down', () => {
  expect(nestsDeeperThan(1, 0)).toBe(false);
  expect(nestsDeeperThan([], 0)).toBe(true);
  expect(nestsDeeperThan({ a: [{ b: 1 }] }, 3)).toBe(false);
  expect(nestsDeeperThan({ a: [{ b: 1 }] }, 2)).toBe(true);
  expect(nestsDeeperThan(nested(100_000), MAX_JSON_DEPTH)).toBe(true);
});

it('takes JSON within depth and bytes and says in German what is too deep or too large', () => {
  const schema = boundedJson(100);
  expect(schema.parse({ a: [1] })).toEqual({ a: [1] });
  expect(schema.safeParse(nested(MAX_JSON_DEPTH)).success).toBe(true);
  expect(schema.safeParse(nested(2_500)).error?.issues.map((issue) => issue.message)).toEqual([
    inputTexts.tooDeep(MAX_JSON_DEPTH),
  ]);
  expect(schema.safeParse('x'.repeat(99)).error?.issues[0]?.message).toBe(inputTexts.tooLarge(100));
  expect(schema.safeParse(undefined).success).toBe(false);
});
