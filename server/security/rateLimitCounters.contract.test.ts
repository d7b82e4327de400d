import type { Options, Store } from 'express-rate-limit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { instancesOnPostgres } from '../testing/instancesOnPostgres';
import { migratedDatabases, postgresVariant } from '../testing/migratedDatabases';
import { postgresAvailable } from '../testing/throwawayPostgres';
import { PgRateLimitCounters } from './pgRateLimitStore';
import { MemoryRateLimitCounters, type RateLimitCounters } from './rateLimitCounters';

const WINDOW_MS = 60_000;
const START = Date.parse('2026-11-26T08:00:00Z');

/**
 * One place where the limits count, opened as often as a test likes: each `instance` is another server on the same
 * database (PostgreSQL), or the one process that counts for itself (embedded: one store per limiter).
 */
interface Place {
  instance: () => RateLimitCounters;
  /** The counters left in the table (PostgreSQL only). */
  rows?: () => Promise<number>;
  remove: () => Promise<void>;
}

const databases = migratedDatabases('limits');

const implementations: { name: string; skip: boolean; place: () => Promise<Place> }[] = [
  {
    name: 'eingebettet (dieser Prozess)',
    skip: false,
    place: () => {
      const counters = new MemoryRateLimitCounters();
      const stores = new Map<string, Store>();
      const oneProcess: RateLimitCounters = {
        storeFor: (limiter) => stores.get(limiter) ?? stores.set(limiter, counters.storeFor()).get(limiter)!,
        close: () => Promise.resolve(),
      };
      return Promise.resolve({ instance: () => oneProcess, remove: () => counters.close() });
    },
  },
  {
    ...postgresVariant,
    place: async () => {
      const instances = instancesOnPostgres(
        await databases.next(),
        (pool): RateLimitCounters => new PgRateLimitCounters(pool),
        (counters) => counters.close(),
      );
      const reader = instances.pool();
      return {
        instance: instances.open,
        rows: async () => (await reader.query('SELECT key FROM rate_limit_hits')).rowCount ?? 0,
        remove: instances.remove,
      };
    },
  },
];

/** A limiter's store as express-rate-limit sets it up (it calls `init` with the limiter's options). */
async function limiterStore(counters: RateLimitCounters, limiter = 'ai'): Promise<Store> {
  const store = counters.storeFor(limiter);
  await store.init?.({ windowMs: WINDOW_MS } as Options);
  return store;
}

const hits = async (store: Store, key: string) => (await store.increment(key)).totalHits;

describe.each(implementations)('Zugriffszähler: $name', ({ skip, place: openPlace }) => {
  let place: Place;
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(START);
    if (!skip) place = await openPlace();
  });
  afterEach(async () => {
    vi.useRealTimers();
    if (!skip) await place.remove();
  });

  it.skipIf(skip)('adds up the hits of two instances on one key, and only on that key and limiter', async () => {
    const [first, second] = [await limiterStore(place.instance()), await limiterStore(place.instance())];
    expect(await hits(first, 'account:1')).toBe(1);
    expect(await hits(second, 'account:1')).toBe(2);
    const third = await first.increment('account:1');
    expect(third).toEqual({ totalHits: 3, resetTime: new Date(START + WINDOW_MS) });
    expect(await hits(second, 'account:2')).toBe(1);
    expect(await hits(await limiterStore(place.instance(), 'sync'), 'account:1')).toBe(1);
    expect(await second.get?.('account:1')).toEqual({ totalHits: 3, resetTime: new Date(START + WINDOW_MS) });
  });

  it.skipIf(skip)('counts every one of many hits at once across instances', async () => {
    const stores = [await limiterStore(place.instance()), await limiterStore(place.instance())];
    await Promise.all(Array.from({ length: 20 }, (_, i) => stores[i % 2]!.increment('ip:10.0.0.1')));
    // No hit is lost to another instance's at the same moment (an upsert, not a read and a write).
    expect((await stores[0]!.get?.('ip:10.0.0.1'))?.totalHits).toBe(20);
  });

  it.skipIf(skip)('starts a fresh window once the old one has passed', async () => {
    const [first, second] = [await limiterStore(place.instance()), await limiterStore(place.instance())];
    await hits(first, 'account:1');
    vi.setSystemTime(START + 30_000);
    expect(await hits(second, 'account:1')).toBe(2);
    vi.setSystemTime(START + WINDOW_MS);
    expect(await second.get?.('account:1')).toBeUndefined();
    expect(await first.increment('account:1')).toEqual({
      totalHits: 1,
      resetTime: new Date(START + 2 * WINDOW_MS),
    });
    expect(await hits(second, 'account:1')).toBe(2);
  });

  it.skipIf(skip)('takes back a hit on decrement (a request that does not count), never below zero', async () => {
    const [first, second] = [await limiterStore(place.instance()), await limiterStore(place.instance())];
    await hits(first, 'login:max.muster');
    await hits(first, 'login:max.muster');
    await second.decrement('login:max.muster');
    expect((await first.get?.('login:max.muster'))?.totalHits).toBe(1);
    await second.decrement('login:max.muster');
    await second.decrement('login:max.muster');
    expect((await first.get?.('login:max.muster'))?.totalHits).toBe(0);
    expect(await hits(second, 'login:max.muster')).toBe(1);
  });

  it.skipIf(skip)('forgets a key on resetKey, for every instance', async () => {
    const [first, second] = [await limiterStore(place.instance()), await limiterStore(place.instance())];
    await hits(first, 'account:1');
    await hits(first, 'account:1');
    await hits(first, 'account:2');
    await second.resetKey('account:1');
    expect(await first.get?.('account:1')).toBeUndefined();
    expect(await hits(first, 'account:1')).toBe(1);
    expect(await hits(second, 'account:2')).toBe(2);
  });
});

describe.skipIf(!postgresAvailable)('Zugriffszähler in PostgreSQL', () => {
  it('deletes the counters whose window has passed, so they do not pile up', async () => {
    const place = await implementations[1]!.place();
    try {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(START);
      const counters = place.instance();
      const store = await limiterStore(counters);
      await hits(store, 'account:1');
      vi.setSystemTime(START + 30_000);
      await hits(store, 'account:2');
      vi.setSystemTime(START + WINDOW_MS);
      expect(await (counters as PgRateLimitCounters).sweep()).toBe(1);
      expect(await place.rows!()).toBe(1);
      expect(await hits(store, 'account:2')).toBe(2);
    } finally {
      vi.useRealTimers();
      await place.remove();
    }
  });
});
