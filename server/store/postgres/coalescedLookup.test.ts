import { describe, expect, it } from 'vitest';
import { CoalescedLookup } from './coalescedLookup';

/** A lookup whose queries the test answers by hand, in order. */
function heldLookup() {
  const queries: { keys: string[]; answer: (revoked: string[]) => void; fail: (error: Error) => void }[] = [];
  const lookup = new CoalescedLookup<string, true>(
    (keys) =>
      new Promise((resolve, reject) =>
        queries.push({
          keys,
          answer: (revoked) => resolve(new Map(revoked.map((key) => [key, true as const]))),
          fail: reject,
        }),
      ),
  );
  return { lookup, queries };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('CoalescedLookup', () => {
  it('sends the questions of one moment as one query', async () => {
    const { lookup, queries } = heldLookup();
    const answers = [lookup.ask(['a']), lookup.ask(['b', 'c']), lookup.ask(['a'])];
    await settle();
    expect(queries.map((query) => query.keys)).toEqual([['a', 'b', 'c']]);
    queries[0]!.answer(['b']);
    const [first, second] = await Promise.all(answers);
    expect(first!.has('b')).toBe(true);
    expect(second).toBe(first);
  });

  it('answers a question asked while a query is in flight only from the next query, sent after that one', async () => {
    const { lookup, queries } = heldLookup();
    const early = lookup.ask(['a']);
    await settle();
    const late = [lookup.ask(['a']), lookup.ask(['d'])];
    await settle();
    expect(queries).toHaveLength(1);
    queries[0]!.answer([]);
    expect((await early).has('a')).toBe(false);
    await settle();
    expect(queries.map((query) => query.keys)).toEqual([['a'], ['a', 'd']]);
    // Revoked between the two queries: the late question sees it.
    queries[1]!.answer(['a']);
    expect((await late[0]!).has('a')).toBe(true);
  });

  it('fails the questions of a failed query only, and goes on with the next', async () => {
    const { lookup, queries } = heldLookup();
    const failing = lookup.ask(['a']);
    await settle();
    const next = lookup.ask(['b']);
    queries[0]!.fail(new Error('Verbindung verloren'));
    await expect(failing).rejects.toThrow('Verbindung verloren');
    await settle();
    queries[1]!.answer(['b']);
    expect((await next).has('b')).toBe(true);
  });
});
