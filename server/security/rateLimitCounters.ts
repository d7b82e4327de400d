import { MemoryStore, type Store } from 'express-rate-limit';

/**
 * Where the abuse limits count: in this process (express-rate-limit's MemoryStore, one instance), or with
 * DATABASE_URL in PostgreSQL, so instances behind a balancer share one count (docs/decisions/099).
 */
export interface RateLimitCounters {
  /** A store for one limiter, named so its keys stay apart from the other limiters' (a store serves one limiter). */
  storeFor(limiter: string): Store;
  /** Stops the timers (the connections are the instance's pool's). */
  close(): Promise<void>;
}

/** The counters in this process: a MemoryStore per limiter, as express-rate-limit makes by default. */
export class MemoryRateLimitCounters implements RateLimitCounters {
  private readonly stores: MemoryStore[] = [];

  storeFor(): Store {
    const store = new MemoryStore();
    this.stores.push(store);
    return store;
  }

  close(): Promise<void> {
    for (const store of this.stores) store.shutdown();
    return Promise.resolve();
  }
}
