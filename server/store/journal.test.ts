import type * as NodeFs from 'node:fs';
import { appendFileSync, readFileSync } from 'node:fs';
import { afterAll, afterEach, expect, it, vi } from 'vitest';
import { copyFixtureDatabase } from '../testing/testServer';
import { journalSegments } from './journal';
import { readDatabaseFile } from './readDatabaseFile';
import { Store } from './store';

const flushes = vi.hoisted(() => ({ count: 0 }));
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof NodeFs>();
  const fdatasync = (fd: number, callback: NodeFs.NoParamCallback) => {
    flushes.count += 1;
    fs.fdatasync(fd, callback);
  };
  return { ...fs, fdatasync };
});

const database = copyFixtureDatabase();
const stores: Store[] = [];
const open = () => {
  const store = Store.open(database.dbFile);
  stores.push(store);
  return store;
};
afterEach(() => {
  for (const store of stores.splice(0)) store.close();
});
afterAll(() => database.remove());
const groupsInDbJson = () =>
  (JSON.parse(readFileSync(database.dbFile, 'utf8')) as { groups: { id: number; name: string }[] }).groups;

it('journals a write before it returns, and a restart replays it and folds it into db.json', () => {
  const store = open();
  const created = store.insert('groups', { name: 'Nur im Journal' });
  expect(groupsInDbJson().some((group) => group.id === created.id)).toBe(false);
  expect(journalSegments(database.dbFile)).toHaveLength(1);

  // No close: as after a kill.
  const restarted = open();
  expect(restarted.byId('groups', created.id)?.name).toBe('Nur im Journal');
  expect(groupsInDbJson().some((group) => group.id === created.id)).toBe(true);
  expect(journalSegments(database.dbFile)).toEqual([]);
});

it('replays changes and removals in order and ignores a line torn by a crash', () => {
  const store = open();
  const created = store.insert('groups', { name: 'Erst so' });
  store.change('groups', (groups) => groups.map((g) => (g.id === created.id ? { ...g, name: 'Dann so' } : g)));
  const removed = store.insert('groups', { name: 'Gleich weg' });
  store.change('groups', (groups) => groups.filter((g) => g.id !== removed.id));
  const [segment] = journalSegments(database.dbFile);
  appendFileSync(segment!.path, '{"c":"groups","put":{"id":99999,"na');

  const result = readDatabaseFile(database.dbFile, true);
  expect(result.ok).toBe(true);
  const groups = result.ok ? result.data.groups : [];
  expect(groups.find((g) => g.id === created.id)?.name).toBe('Dann so');
  expect(groups.some((g) => g.id === removed.id || g.id === 99999)).toBe(false);
});

it('compacts into db.json in the background and keeps indexes current after writes', async () => {
  const store = open();
  expect(store.byField('groupUserRelations', 'groupId', '1').length).toBeGreaterThan(0);
  const group = store.insert('groups', { name: 'Verdichtet' });
  store.insert('groupUserRelations', { groupId: group.id, accountId: 1 });
  expect(store.byField('groupUserRelations', 'groupId', String(group.id))).toHaveLength(1);
  await store.compact();
  expect(groupsInDbJson().some((g) => g.id === group.id)).toBe(true);
  expect(journalSegments(database.dbFile)).toEqual([]);
});

it('starts no compaction once closed: a write after close stays in the journal for the next start', () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  try {
    const store = open();
    store.close();
    const late = store.insert('groups', { name: 'Nach dem Schließen' });
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(60_000);
    expect(groupsInDbJson().some((group) => group.id === late.id)).toBe(false);
    expect(journalSegments(database.dbFile)).toHaveLength(1);
    expect(open().byId('groups', late.id)).toMatchObject({ name: 'Nach dem Schließen' });
  } finally {
    vi.useRealTimers();
  }
});

it('writes the lines of concurrent writes in order with the flush they share, before it resolves', async () => {
  const store = open();
  const [first, second] = store.batch(() => [
    store.insert('groups', { name: 'Erster im Stapel' }),
    store.insert('groups', { name: 'Zweiter im Stapel' }),
  ]);
  await store.durable();
  const [segment] = journalSegments(database.dbFile);
  const lines = readFileSync(segment!.path, 'utf8').trimEnd().split('\n');
  const names = lines.map((line) => (JSON.parse(line) as { put?: { name?: string } }).put?.name);
  expect(names.indexOf(first!.name)).toBeGreaterThanOrEqual(0);
  expect(names.indexOf(second!.name)).toBeGreaterThan(names.indexOf(first!.name));
});

it('lets the writes of one event-loop turn share one flush', async () => {
  const store = open();
  const before = flushes.count;
  // As three requests read in the same turn: each writes in its own batch and waits for the disk.
  const acknowledged = [1, 2, 3].map((n) => {
    store.batch(() => store.insert('groups', { name: `Gleicher Durchlauf ${n}` }));
    return store.durable();
  });
  await Promise.all(acknowledged);
  expect(flushes.count - before).toBe(1);
});
