import { expect, it } from 'vitest';
import { fixtureStoreOfFile } from '../../testing/fixtureStore';
import { accessIndexCache, accessCollections, visibleModuleIds } from '../../access';
import { responseCache } from './responseCache';

const { store } = fixtureStoreOfFile();

it('keeps the index and the answers while the access data stands, and starts afresh after a change to it', () => {
  const index = accessIndexCache(store);
  const answers = responseCache(store, accessCollections);
  const max = store.collection('zbvAccounts').find((account) => account.username === 'max.muster');
  if (!max) throw new Error('max.muster fehlt');
  const first = index();
  expect(index()).toBe(first);
  const answer = answers('max', () => [...visibleModuleIds(index(), max)]);
  expect(answer.body).not.toContain('22');
  expect(answers('max', () => ['recomputed'])).toBe(answer);
  const version = store.collectionsVersion(accessCollections);

  store.insert('zbvAccountLoginHistories', { accountId: max.id, loginAt: '2026-11-23T10:00:00.000Z' });
  expect(index()).toBe(first);
  expect(answers('max', () => ['recomputed']).body).not.toContain('recomputed');

  store.insert('zbvUserModules', { accountId: max.id, moduleId: 22 });
  expect(store.collectionsVersion(accessCollections)).toBeGreaterThan(version);
  expect(index()).not.toBe(first);
  expect(answers('max', () => [...visibleModuleIds(index(), max)]).body).toContain('22');
});

it('tags each answer as Express would, so Express does not hash it again on every send', () => {
  const answers = responseCache(store, accessCollections);
  // The tag Express 4 (the etag package) gives this body: its length in hex and SHA-1 in base64.
  expect(answers('tag', () => ({ name: 'Zinsänderungsrisiko' })).etag).toBe('W/"1f-T0Cg3gyKnZZ78GzUmk3qVa+sU00"');
});
