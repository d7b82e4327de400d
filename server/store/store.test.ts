import { readFileSync, writeFileSync } from 'node:fs';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { copyFixtureDatabase } from '../testing/testServer';
import { readDatabaseFile } from './readDatabaseFile';
import { Store } from './store';

let database: ReturnType<typeof copyFixtureDatabase>;
let store: Store | undefined;
beforeEach(() => {
  database = copyFixtureDatabase();
});
afterEach(() => {
  store?.close();
  database.remove();
});

it('picks up a tester’s valid edit and keeps the last valid data after an invalid one', () => {
  store = Store.open(database.dbFile);
  const log = vi.fn();
  const raw = JSON.parse(readFileSync(database.dbFile, 'utf8')) as { groups: { id: number; name: string }[] };
  raw.groups[0]!.name = 'Von Hand umbenannt';
  writeFileSync(database.dbFile, JSON.stringify(raw));
  store.reload(log);
  expect(store.collection('groups')[0]?.name).toBe('Von Hand umbenannt');

  raw.groups[0]!.name = '';
  writeFileSync(database.dbFile, JSON.stringify(raw));
  store.reload(log);
  expect(store.collection('groups')[0]?.name).toBe('Von Hand umbenannt');
  expect(store.lastReloadProblems).toEqual([expect.objectContaining({ collection: 'groups', field: 'name' })]);
  expect(log).toHaveBeenLastCalledWith(
    expect.stringContaining('Der Server arbeitet mit den letzten gültigen Daten weiter.'),
  );
});

it('appends records in place, validated, numbered and durable', () => {
  store = Store.open(database.dbFile);
  const log = store.collection('auditLog');
  const before = log.length;
  const entry = {
    id: store.nextId('auditLog'),
    at: '2026-11-23T10:00:00.000Z',
    actor: 'anna.admin',
    resource: 'groups',
    recordId: 1,
    action: 'update' as const,
  };
  const [added] = store.append('auditLog', [entry]);
  expect(store.collection('auditLog')).toBe(log);
  expect(log).toHaveLength(before + 1);
  expect(store.byId('auditLog', entry.id)).toBe(added);
  expect(() => store!.append('auditLog', [{ ...entry, id: entry.id + 1, action: 'guessed' as 'update' }])).toThrow();
  expect(log).toHaveLength(before + 1);
  const onDisk = readDatabaseFile(database.dbFile, true);
  expect(onDisk.ok && onDisk.data.auditLog.map((record) => record.id)).toContain(entry.id);
});

it('finds records by field through appends, changes and removals, in collection order', () => {
  store = Store.open(database.dbFile);
  const named = (name: string) => store!.byField('groups', 'name', name).map((record) => record.id);
  const firstName = store.collection('groups')[0]!.name;
  expect(named(firstName)).toEqual([1]);

  const added = store.nextId('groups');
  store.append('groups', [{ id: added, name: firstName }]);
  store.change('groups', (groups) => [...groups, { id: added + 1, name: 'Neu am Ende' }]);
  expect(named(firstName)).toEqual([1, added]);
  expect(named('Neu am Ende')).toEqual([added + 1]);

  store.change('groups', (groups) => groups.map((group) => (group.id === 1 ? { ...group, name: 'Umbenannt' } : group)));
  expect(named(firstName)).toEqual([added]);
  expect(named('Umbenannt')).toEqual([1]);

  store.change('groups', (groups) => [{ id: 999, name: firstName }, ...groups.filter((group) => group.id !== added)]);
  expect(named(firstName)).toEqual([999]);
});

it('checks and journals only what a change touches, wherever in the collection it stands', () => {
  store = Store.open(database.dbFile);
  const write = vi.spyOn(store.persistence, 'write');
  const journalled = () => write.mock.calls.flatMap(([ops]) => ops);
  const ids = () => store!.collection('groups').map((group) => group.id);
  const [first, second] = store.collection('groups');
  store.append('groups', [
    { id: 901, name: 'Zum Löschen' },
    { id: 902, name: 'Bleibt' },
  ]);
  write.mockClear();

  store.change('groups', (groups) => groups.map((group) => (group === second ? { ...group, name: 'Mitte' } : group)));
  expect(journalled()).toEqual([{ c: 'groups', put: { ...second, name: 'Mitte' }, created: false }]);
  expect(store.byId('groups', second!.id)?.name).toBe('Mitte');

  write.mockClear();
  store.change('groups', (groups) => groups.filter((group) => group.id !== 901));
  expect(journalled()).toEqual([{ c: 'groups', del: 901 }]);

  write.mockClear();
  const order = ids();
  store.change('groups', (groups) => [groups[1]!, groups[0]!, ...groups.slice(2)]);
  expect(journalled()).toEqual([]);
  expect(ids()).toEqual([order[1], order[0], ...order.slice(2)]);

  write.mockClear();
  store.change('groups', (groups) => [{ id: 998, name: 'Vorne' }, ...groups]);
  expect(journalled()).toEqual([{ c: 'groups', put: { id: 998, name: 'Vorne' }, created: true }]);

  expect(() =>
    store!.change('groups', (groups) => groups.map((group) => (group === first ? { ...group, name: '' } : group))),
  ).toThrow();
  expect(store.byId('groups', first!.id)).toBe(first);

  store.close();
  store = Store.open(database.dbFile);
  expect(ids().sort()).toEqual([998, ...order].sort());
  expect(store.byId('groups', second!.id)?.name).toBe('Mitte');
});
