import type { Store } from '../store/store';
import { accessCollections, buildAccessIndex, type AccessIndex } from './accessRule';

/**
 * The access index of the current version of the access collections, built at most once per version (at
 * 100,000 accounts a build takes a noticeable fraction of a second, so writes elsewhere must not start one).
 */
export function accessIndexCache(store: Store): () => AccessIndex {
  let cached: { version: number; index: AccessIndex } | undefined;
  return () => {
    const version = store.collectionsVersion(accessCollections);
    if (cached?.version !== version) cached = { version, index: buildAccessIndex(store.data) };
    return cached.index;
  };
}

const cachesByStore = new WeakMap<Store, () => AccessIndex>();

/** The access index of the store's current version, shared by every feature that asks who may see what. */
export function currentAccessIndex(store: Store): AccessIndex {
  let cache = cachesByStore.get(store);
  if (!cache) {
    cache = accessIndexCache(store);
    cachesByStore.set(store, cache);
  }
  return cache();
}
