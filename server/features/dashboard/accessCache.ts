import type { Store } from '../../store/store';
import { buildAccessIndex, type AccessIndex } from './accessRule';

/** The access index of the store's current version, built at most once per version. */
export function accessIndexCache(store: Store): () => AccessIndex {
  let cached: { version: number; index: AccessIndex } | undefined;
  return () => {
    if (cached?.version !== store.version) cached = { version: store.version, index: buildAccessIndex(store.data) };
    return cached.index;
  };
}
