import { expect, it } from 'vitest';
import { databaseIn, durableFiles, sameFiles } from './durableDatabase';
import { fixtureStoreOfFile } from './fixtureStore';

const { store, dbFile } = fixtureStoreOfFile();

it('sees a journaled write in the files and in the data they hold', () => {
  const before = durableFiles(dbFile);
  expect(sameFiles(before, durableFiles(dbFile))).toBe(true);
  const group = store.insert('groups', { name: 'Nur im Journal' });
  const after = durableFiles(dbFile);
  expect(sameFiles(before, after)).toBe(false);
  expect(databaseIn(before).groups.some((entry) => entry.id === group.id)).toBe(false);
  expect(databaseIn(after).groups.find((entry) => entry.id === group.id)?.name).toBe('Nur im Journal');
});

it('tells a compaction (other files, the same data) from a change', async () => {
  store.insert('groups', { name: 'Vor der Verdichtung' });
  const journaled = durableFiles(dbFile);
  await store.compact();
  const compacted = durableFiles(dbFile);
  expect(sameFiles(journaled, compacted)).toBe(false);
  expect(databaseIn(compacted)).toEqual(databaseIn(journaled));
});
