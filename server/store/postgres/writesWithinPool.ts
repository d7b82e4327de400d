import type { CollectionStore } from '../collectionStore';

/**
 * The data API's store with at most `poolSize - 1` writes in flight. A write of `PgCollectionStore` keeps its
 * connection until this instance's replica has read the change through the same pool (docs/decisions/104): with
 * every connection held by such writes, none would be left for the reads they wait for. One connection stays
 * free of them, so the replica's read always gets one. Redundant once the data API commits in groups, one batch
 * at a time (decision 101).
 */
/** `poolSize` at least 2 (DATABASE_POOL_SIZE's minimum): with one connection a write would wait for ever. */
export function writesWithinPool(store: CollectionStore, poolSize: number): CollectionStore {
  const slots = poolSize - 1;
  let running = 0;
  const waiting: (() => void)[] = [];
  const limited = async <T>(write: () => Promise<T>): Promise<T> => {
    if (running >= slots) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await write();
    } finally {
      // The slot passes straight to the next write waiting, if any.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
  return {
    list: (collection, query) => store.list(collection, query),
    get: (collection, id) => store.get(collection, id),
    check: (collection, method, body, stored) => store.check(collection, method, body, stored),
    close: () => store.close(),
    create: (collection, body, options) => limited(() => store.create(collection, body, options)),
    replace: (collection, id, body, options) => limited(() => store.replace(collection, id, body, options)),
    patch: (collection, id, body, options) => limited(() => store.patch(collection, id, body, options)),
    remove: (collection, id, options) => limited(() => store.remove(collection, id, options)),
  };
}
