import type { CollectionName } from '@shared/schemas';
import type { DataScope } from '../access/dataScope';
import type { CollectionStore, ListPage, ListQuery } from '../store/collectionStore';

/** The query limited to the caller's tenant scope (none: all of it); undefined when nothing it asks for is theirs. */
export const narrowedToScope = (scope: DataScope | undefined, query: ListQuery): Promise<ListQuery | undefined> =>
  scope ? scope.narrow(query) : Promise.resolve(query);

/** What a list call answers: the records of the query within the caller's tenant scope. */
export async function listInScope(
  store: CollectionStore,
  scope: DataScope | undefined,
  collection: CollectionName,
  query: ListQuery,
): Promise<ListPage> {
  const inScope = await narrowedToScope(scope, query);
  return inScope ? store.list(collection, inScope) : { items: [], total: 0 };
}
