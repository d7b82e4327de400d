/** A total counted in one snapshot, with the collection's version in that snapshot (null: never changed since). */
export interface CountedTotal {
  version: string | null;
  total: number;
}

/** How many filters' totals a store keeps; the least recently used go first. */
export const MAX_TOTALS = 1000;

/**
 * The exact totals of list requests per (collection, filter), for this store instance only (docs/decisions/105).
 * Not a source of truth: an entry is used only when the statement that reads the page reads the same collection
 * version beside it, so a write on any instance makes the next list count again. A lost or missing entry costs a
 * count, never a wrong total.
 */
export class ListTotals {
  private readonly totals = new Map<string, CountedTotal>();
  constructor(private readonly capacity = MAX_TOTALS) {}

  get(key: string): CountedTotal | undefined {
    const counted = this.totals.get(key);
    if (counted) {
      // Most recently used last, so the map's first key is the one to drop.
      this.totals.delete(key);
      this.totals.set(key, counted);
    }
    return counted;
  }

  set(key: string, counted: CountedTotal): void {
    this.totals.delete(key);
    this.totals.set(key, counted);
    if (this.totals.size > this.capacity) this.totals.delete(this.totals.keys().next().value!);
  }
}
