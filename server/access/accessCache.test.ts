import { fixtureStoreOfFile } from '../testing/fixtureStore';
import { accessIndexCache } from './accessCache';
import { visibleModuleIds } from './accessRule';

const { store } = fixtureStoreOfFile();

const account = (username: string) => {
  const found = store.collection('zbvAccounts').find((candidate) => candidate.username === username);
  if (!found) throw new Error(`${username} fehlt`);
  return found;
};

it('indexes the grants again only when they change, not when a user changes a favourite', () => {
  const index = accessIndexCache(store);
  const max = account('max.muster');
  const first = index();
  const moduleId = [...visibleModuleIds(first, max)][0]!;

  store.change('favoriteModules', (favorites) => [
    ...favorites,
    { id: store.nextId('favoriteModules'), accountId: max.id, moduleId: Number(moduleId), position: 99 },
  ]);
  const afterFavorite = index();
  expect(afterFavorite.favoriteModules.get(String(max.id))).toContainEqual({ moduleId, position: 99 });
  expect(afterFavorite.modules).toBe(first.modules);
  expect(afterFavorite.nameRank).toBe(first.nameRank);
  expect(afterFavorite.directGrants).toBe(first.directGrants);
  expect(index()).toBe(afterFavorite);

  store.insert('zbvUserModules', { accountId: max.id, moduleId: 22 });
  const afterGrant = index();
  expect(visibleModuleIds(afterGrant, max)).toContain('22');
  expect(afterGrant.directGrants).not.toBe(first.directGrants);
  expect(afterGrant.favoriteModules).toBe(afterFavorite.favoriteModules);
});
