import type { Store } from '../store/store';
import {
  buildPersonalAccess,
  buildSharedAccess,
  personalAccessCollections,
  sharedAccessCollections,
  type AccessIndex,
  type PersonalAccess,
  type SharedAccess,
} from './accessRule';

interface Built<T> {
  version: number;
  part: T;
}

/**
 * The access index of the current version of the access collections, in two parts each built at most once per
 * version of its own collections: the modules and grants (at 100,000 accounts and 10,000 modules a build takes a good
 * part of a second, so writes elsewhere must not start one), and the users' favourites and closed modules, which
 * users change all day and which so cost a pass over those three collections alone.
 */
export function accessIndexCache(store: Store): () => AccessIndex {
  let shared: Built<SharedAccess> | undefined;
  let personal: Built<PersonalAccess> | undefined;
  let index: AccessIndex | undefined;
  return () => {
    const sharedVersion = store.collectionsVersion(sharedAccessCollections);
    if (shared?.version !== sharedVersion) {
      shared = { version: sharedVersion, part: buildSharedAccess(store.data) };
      index = undefined;
    }
    const personalVersion = store.collectionsVersion(personalAccessCollections);
    if (personal?.version !== personalVersion) {
      personal = { version: personalVersion, part: buildPersonalAccess(store.data) };
      index = undefined;
    }
    index ??= { ...shared.part, ...personal.part };
    return index;
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
