import type { Store } from '../store/store';
import { buildAccessIndex, type AccessIndex } from './accessRule';

/** The access index of the store's current version, built at most once per version. */
export function accessIndexCache(store: Store): () => AccessIndex {
  let cached: { version: number; index: AccessIndex } | undefined;
  return () => {
    if (cached?.version !== store.version) cached = { version: store.version, index: buildAccessIndex(store.data) };
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
