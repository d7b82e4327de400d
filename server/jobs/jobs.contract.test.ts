import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { instancesOnPostgres, type SharedPlace } from '../testing/instancesOnPostgres';
import { migratedDatabases, postgresVariant } from '../testing/migratedDatabases';
import { Jobs } from './jobs';
import type { LeaseTable } from './leaseTable';
import { LocalLeaseTable } from './localLeaseTable';
import { PgLeaseTable } from './pgLeaseTable';
import { PermanentFailure, RecordQueue, type RecordQueueSpec } from './recordQueue';

const LEASE_MS = 10_000;
let now: number;

/**
 * One place of leases: each `open` is another instance on the same database (PostgreSQL), or another queue object
 * in the one process that owns db.json (embedded).
 */
type Place = SharedPlace<LeaseTable>;

const databases = migratedDatabases('jobs');

const implementations: { name: string; skip: boolean; place: () => Promise<Place> }[] = [
  {
    name: 'eingebettet (dieser Prozess)',
    skip: false,
    place: () => {
      const table = new LocalLeaseTable();
      return Promise.resolve({ open: () => table, remove: () => Promise.resolve() });
    },
  },
  {
    ...postgresVariant,
    place: async () => instancesOnPostgres(await databases.next(), (pool) => new PgLeaseTable(pool)),
  },
];

/** A promise the test settles by hand, for work that must still be running at some point. */
function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => undefined as void;
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

/** Jobs of an instance that call `release` the first time they find a lease held by another attempt. */
function releasingWhenHeld(jobs: Jobs, release: () => void): Jobs {
  const withLease = jobs.withLease.bind(jobs);
  jobs.withLease = async (name, work) => {
    const outcome = await withLease(name, work);
    if (!outcome.ran) release();
    return outcome;
  };
  return jobs;
}

interface Item {
  id: number;
  status: 'queued' | 'failed' | 'done';
  attempts: number;
  nextAttemptAt?: string;
  error?: string;
}

/** Records in a plain list (the queue's records live in their feature's collection; here only their shape counts). */
function itemsOf(count: number): Item[] {
  return Array.from({ length: count }, (_, index) => ({ id: index + 1, status: 'queued' as const, attempts: 0 }));
}

function specFor(items: Item[], work: (item: Item) => Promise<void>): RecordQueueSpec<Item> {
  return {
    name: 'items',
    records: () => items,
    patch: (id, patch) => {
      const item = items.find((candidate) => candidate.id === id)!;
      Object.assign(item, patch);
      for (const [key, value] of Object.entries(patch)) if (value === undefined) delete item[key as keyof Item];
      return item;
    },
    waiting: (item) => item.status === 'queued' || (item.status === 'failed' && item.nextAttemptAt !== undefined),
    done: (item) => item.status === 'done',
    succeeded: (attempts) => ({ status: 'done', attempts, error: undefined, nextAttemptAt: undefined }),
    failed: (attempts, error, nextAttemptAt) => ({ status: 'failed', attempts, error, nextAttemptAt }),
    work,
  };
}

describe.each(implementations)('Job-Sperren: $name', ({ skip, place }) => {
  let subject: Place;
  let queues: RecordQueue<Item>[];
  const instance = () => new Jobs(subject.open(), { leaseMs: LEASE_MS, now: () => now });
  const queueOn = (jobs: Jobs, spec: RecordQueueSpec<Item>, maxAttempts?: number) => {
    const queue = new RecordQueue(jobs, spec, { retryDelaysMs: [1000, 5000], maxAttempts }, () => new Date(now));
    queues.push(queue);
    return queue;
  };

  beforeEach(async (context) => {
    if (skip) context.skip();
    now = Date.UTC(2026, 10, 25, 9);
    queues = [];
    subject = await place();
  });
  afterEach(async () => {
    await Promise.all(queues.map((queue) => queue.stop()));
    await subject?.remove();
  });

  it('runs each slot exactly once when two instances race for it', async () => {
    const [first, second] = [instance(), instance()];
    const runs = new Map<string, number>();
    const work = (slot: string) => async () => {
      runs.set(slot, (runs.get(slot) ?? 0) + 1);
      await turn();
    };
    const slots = Array.from({ length: 20 }, (_, index) => new Date(now + index * 5000).toISOString());
    const outcomes = await Promise.all(
      slots.flatMap((slot) => [first, second].map((jobs) => jobs.runSlot('export', slot, work(slot)))),
    );
    expect([...runs.values()]).toEqual(slots.map(() => 1));
    expect(outcomes.filter((outcome) => outcome === 'ran')).toHaveLength(slots.length);
    expect(await second.runSlot('export', slots[0]!, work(slots[0]!))).toBe('done');
  });

  it('takes over the lease and the slot of an instance that died, once their time has run out', async () => {
    const dead = subject.open();
    await dead.take('zbvSync', 'dead-instance', now + LEASE_MS, now);
    await dead.takeSlot('export', 'slot-1', 'dead-instance', now + LEASE_MS, now);
    const survivor = instance();
    let ran = 0;
    const work = () => Promise.resolve(void (ran += 1));
    expect(await survivor.withLease('zbvSync', work)).toEqual({ ran: false });
    expect(await survivor.runSlot('export', 'slot-1', work)).toBe('held');
    now += LEASE_MS;
    expect(await survivor.withLease('zbvSync', work)).toEqual({ ran: true, value: undefined });
    expect(await survivor.runSlot('export', 'slot-1', work)).toBe('ran');
    expect(ran).toBe(2);
    expect(await instance().runSlot('export', 'slot-1', work)).toBe('done');
  });

  it('gives a lease back when its work ends, also when it fails, and a failed slot to the next claim', async () => {
    const jobs = instance();
    await expect(jobs.withLease('pbiSync', () => Promise.reject(new Error('kaputt')))).rejects.toThrow('kaputt');
    expect(await instance().withLease('pbiSync', () => Promise.resolve(1))).toEqual({ ran: true, value: 1 });
    await expect(jobs.runSlot('export', 'slot-2', () => Promise.reject(new Error('kaputt')))).rejects.toThrow();
    expect(await instance().runSlot('export', 'slot-2', () => Promise.resolve())).toBe('ran');
  });

  it('retries a failed record with growing delays, the last repeating, and gives up after maxAttempts', async () => {
    const items = itemsOf(2);
    let failures = 0;
    const queue = queueOn(
      instance(),
      specFor(items, (item) => {
        if (item.id === 2 && item.attempts === 0) return Promise.reject(new PermanentFailure('nie'));
        failures += 1;
        return Promise.reject(new Error(`Versuch ${failures} fehlgeschlagen`));
      }),
      3,
    );
    await queue.runDue();
    expect(items[0]).toEqual({
      id: 1,
      status: 'failed',
      attempts: 1,
      error: 'Versuch 1 fehlgeschlagen',
      nextAttemptAt: new Date(now + 1000).toISOString(),
    });
    expect(items[1]).toEqual({ id: 2, status: 'failed', attempts: 1, error: 'nie' });
    now += 999;
    await queue.runDue();
    expect(items[0]?.attempts).toBe(1);
    now += 1;
    await queue.runDue();
    expect(items[0]).toMatchObject({ attempts: 2, nextAttemptAt: new Date(now + 5000).toISOString() });
    now += 5000;
    await queue.runDue();
    expect(items[0]).toMatchObject({ status: 'failed', attempts: 3, error: 'Versuch 3 fehlgeschlagen' });
    expect(items[0]?.nextAttemptAt).toBeUndefined();
    now += 60_000;
    await queue.runDue();
    expect(failures).toBe(3);
  });

  it('never attempts a record twice at once when two instances work through the same records', async () => {
    const items = itemsOf(6);
    const attempts: number[] = [];
    const onlooker = instance();
    const claimedWhileRunning: boolean[] = [];
    const spec = specFor(items, async (item) => {
      attempts.push(item.id);
      const claim = await onlooker.withLease(`items:${item.id}`, () => Promise.resolve());
      claimedWhileRunning.push(claim.ran);
    });
    await Promise.all([queueOn(instance(), spec).runDue(), queueOn(instance(), spec).runDue()]);
    expect(attempts.sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(claimedWhileRunning).toEqual(items.map(() => false));
    expect(items.every((item) => item.status === 'done' && item.attempts === 1)).toBe(true);
  });

  it('lets an explicit attempt wait for the one another instance holds, and answers its outcome', async () => {
    const items = itemsOf(1);
    const release = deferred();
    let attempts = 0;
    const spec = specFor(items, async () => {
      attempts += 1;
      if (attempts === 1) await release.promise;
    });
    const automatic = queueOn(instance(), spec).runDue();
    while (attempts === 0) await turn();
    const explicit = queueOn(releasingWhenHeld(instance(), release.resolve), spec).process(1);
    expect(await explicit).toMatchObject({ status: 'done', attempts: 1 });
    await automatic;
    expect(attempts).toBe(1);
  });

  it('attempts again once the attempt it waited for failed', async () => {
    const items = itemsOf(1);
    const release = deferred();
    let attempts = 0;
    const spec = specFor(items, async () => {
      attempts += 1;
      if (attempts === 1) {
        await release.promise;
        throw new Error('Server nicht erreichbar');
      }
    });
    const automatic = queueOn(instance(), spec).runDue();
    while (attempts === 0) await turn();
    const explicit = queueOn(releasingWhenHeld(instance(), release.resolve), spec).process(1);
    expect(await explicit).toMatchObject({ status: 'done', attempts: 2 });
    await automatic;
  });

  it('waits on stop for the attempt in flight, which finishes and gives its lease back', async () => {
    const items = itemsOf(1);
    const release = deferred();
    const queue = queueOn(
      instance(),
      specFor(items, () => release.promise),
    );
    const attempt = queue.process(1);
    await turn();
    let stopped = false;
    const stopping = queue.stop().then(() => {
      stopped = true;
    });
    for (let i = 0; i < 5; i += 1) await turn();
    expect(stopped).toBe(false);
    release.resolve();
    await stopping;
    expect(await attempt).toMatchObject({ status: 'done', attempts: 1 });
    expect(await instance().withLease('items:1', () => Promise.resolve('frei'))).toEqual({ ran: true, value: 'frei' });
  });
});
