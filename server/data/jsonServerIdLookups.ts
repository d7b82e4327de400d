import type { CollectionName } from '../../src/shared/schemas';
import type { Store } from '../store/store';

type Row = Record<string, unknown>;
interface EngineLodash {
  getById: (collection: Row[], id: string | number) => Row | undefined;
  createId: (collection: Row[], doc?: Row) => string | number;
  mixin: (source: Record<string, unknown>) => void;
}

/**
 * json-server's router finds a record by id and numbers a new one by scanning the collection (lodash-id's
 * `getById`, its own `createId`), twice per create: at 100,000 records that is the cost of every write. Both are
 * replaced on this router's lodash with lookups in the store's indexes, with the same answers.
 */
export function replaceIdScansWithIndexes(store: Store, db: unknown): void {
  const lodash = (db as { _: EngineLodash })._;
  const { getById, createId } = lodash;
  const names = new WeakMap<Row[], CollectionName>();
  const nameOf = (collection: Row[]): CollectionName | undefined => {
    const known = names.get(collection);
    if (known && store.data[known] === collection) return known;
    for (const [name, records] of Object.entries(store.data)) {
      if (records !== collection) continue;
      names.set(collection, name as CollectionName);
      return name as CollectionName;
    }
    return undefined;
  };
  lodash.mixin({
    getById(collection: Row[], id: string | number) {
      const name = nameOf(collection);
      return name ? store.byId(name, id) : getById.call(lodash, collection, id);
    },
    createId(collection: Row[], doc?: Row) {
      const name = nameOf(collection);
      if (collection.length === 0) return 1;
      if (!name || !store.maxId(name).allNumeric) return createId.call(lodash, collection, doc);
      return store.maxId(name).max + 1;
    },
  });
}
