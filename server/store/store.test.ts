import { readFileSync, writeFileSync } from 'node:fs';
import { afterEach, expect, it, vi } from 'vitest';
import { copyFixtureDatabase } from '../testing/testServer';
import { Store } from './store';

const database = copyFixtureDatabase();
let store: Store | undefined;
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
