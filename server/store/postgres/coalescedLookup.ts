/**
 * A lookup by keys whose questions share database round trips: the keys asked while one query is in flight wait and
 * go together in the next, so a burst of requests costs one query per round trip instead of one each (the token
 * check of every API call, decision 107). Every answer comes from a query sent after its question was asked, so it
 * sees everything committed before that.
 */
export class CoalescedLookup<K, V> {
  private inFlight: Promise<unknown> = Promise.resolve();
  private next?: { keys: Set<K>; answer: Promise<ReadonlyMap<K, V>> };

  constructor(private readonly lookup: (keys: K[]) => Promise<ReadonlyMap<K, V>>) {}

  /** The answers for `keys` (a key without an answer is missing from the map). */
  ask(keys: readonly K[]): Promise<ReadonlyMap<K, V>> {
    let next = this.next;
    if (!next) {
      const gathered = new Set<K>();
      const answer = this.inFlight.then(() => {
        this.next = undefined;
        return this.lookup([...gathered]);
      });
      next = { keys: gathered, answer };
      this.next = next;
      this.inFlight = answer.catch(() => undefined);
    }
    for (const key of keys) next.keys.add(key);
    return next.answer;
  }
}
