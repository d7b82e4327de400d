import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migratedDatabases, postgresVariant } from '../../testing/migratedDatabases';
import { PgAssistantThreads } from './pgAssistantThreads';
import { MemoryAssistantThreads, type AssistantThreads, type ThreadLimits } from './threads';

const HOUR = 60 * 60 * 1000;
let now: number;
const limits = (maxThreads = 1000): ThreadLimits => ({ maxThreads, maxAgeMs: 2 * HOUR, now: () => now });

/**
 * One place of threads, opened as often as a test likes: each `instance` is another server on the same database
 * (PostgreSQL), or the one process that keeps them (embedded).
 */
interface Place {
  instance: () => AssistantThreads;
  remove: () => Promise<void>;
}

const databases = migratedDatabases('threads');

const implementations: { name: string; skip: boolean; place: (maxThreads?: number) => Promise<Place> }[] = [
  {
    name: 'eingebettet (dieser Prozess)',
    skip: false,
    place: (maxThreads) => {
      const threads = new MemoryAssistantThreads(limits(maxThreads));
      return Promise.resolve({ instance: () => threads, remove: () => threads.close() });
    },
  },
  {
    ...postgresVariant,
    place: async (maxThreads) => {
      const url = await databases.next();
      const pools: pg.Pool[] = [];
      return {
        // Each instance with a pool of its own (docs/decisions/104).
        instance: () => {
          const pool = new pg.Pool({ connectionString: url, max: 2 });
          pools.push(pool);
          return new PgAssistantThreads(pool, limits(maxThreads));
        },
        remove: async () => void (await Promise.all(pools.map((pool) => pool.end()))),
      };
    },
  },
];

describe.each(implementations)('Verläufe des Assistenten: $name', ({ skip, place: openPlace }) => {
  let place: Place | undefined;
  const open = async (maxThreads?: number) => {
    place = await openPlace(maxThreads);
    return [place.instance(), place.instance()] as const;
  };
  beforeEach(() => {
    now = Date.parse('2026-11-26T08:00:00Z');
  });
  afterEach(async () => {
    await place?.remove();
    place = undefined;
  });

  it.skipIf(skip)('continues a thread on another instance with the previous question as context', async () => {
    const [first, second] = await open();
    const started = await first.open('1');
    expect(started).toEqual({ id: expect.stringMatching(/^thr-/) as string });
    await first.remember(started.id, 'Wie exportiere ich einen Bericht?');
    expect(await second.open('1', started.id)).toEqual({
      id: started.id,
      previous: 'Wie exportiere ich einen Bericht?',
    });
    await second.remember(started.id, 'Und als PDF?');
    expect(await first.open('1', started.id)).toEqual({ id: started.id, previous: 'Und als PDF?' });
  });

  it.skipIf(skip)('keeps the last question also after many', async () => {
    const [first, second] = await open();
    const { id } = await first.open('1');
    for (let question = 1; question <= 12; question += 1) await first.remember(id, `Frage ${question}`);
    expect((await second.open('1', id)).previous).toBe('Frage 12');
  });

  it.skipIf(skip)("refuses another account's thread on every instance and starts a new one for it", async () => {
    const [first, second] = await open();
    const { id } = await first.open('1');
    await first.remember(id, 'Vertraulich?');
    expect(await second.isOwn(id, '2')).toBe(false);
    expect(await second.isOwn(id, '1')).toBe(true);
    expect(await second.isOwn('thr-unbekannt', '1')).toBe(false);
    const foreign = await second.open('2', id);
    expect(foreign.id).not.toBe(id);
    expect(foreign.previous).toBeUndefined();
    expect((await first.open('1', id)).previous).toBe('Vertraulich?');
  });

  it.skipIf(skip)('forgets a thread two hours after its last use', async () => {
    const [first, second] = await open();
    const { id } = await first.open('1');
    await first.remember(id, 'Erste Frage');
    now += 2 * HOUR;
    expect((await second.open('1', id)).id).toBe(id);
    now += 2 * HOUR + 1;
    const later = await first.open('1', id);
    expect(later.id).not.toBe(id);
    expect(later.previous).toBeUndefined();
    expect(await second.isOwn(id, '1')).toBe(false);
  });

  it.skipIf(skip)('keeps at most the configured number of threads, dropping the oldest', async () => {
    const [first, second] = await open(3);
    const ids: string[] = [];
    for (const account of ['1', '2', '3', '4']) {
      now += 1;
      ids.push((await (account === '2' ? second : first).open(account)).id);
    }
    expect(await second.isOwn(ids[0]!, '1')).toBe(false);
    for (const [index, id] of ids.slice(1).entries())
      expect(await first.isOwn(id, String(index + 2)), `${index}`).toBe(true);
    expect((await second.open('1', ids[0])).id).not.toBe(ids[0]);
  });
});
