import type { Request, Response } from 'express';
import type { CollectionName } from '@shared/schemas';
import type { CollectionStore, ListPage, ListQuery, Row } from '../store/collectionStore';
import { notFound, sendError } from './dataCall';
import { listRequestOf, sendListPage } from './listRequest';

/** The query of a read by name, or the first thing in it that would tell more than ids and names. */
function nameQueryOf(query: ListQuery, field: string): { query: ListQuery } | { refused: string } {
  const known = new Set(['id', field]);
  const unknown = (fields: Record<string, unknown> | undefined) => Object.keys(fields ?? {}).find((f) => !known.has(f));
  const refused =
    unknown(query.equals) ??
    unknown(query.like) ??
    Object.keys({ ...query.gte, ...query.lte })[0] ??
    (query.sort && !known.has(query.sort.field) ? query.sort.field : undefined);
  if (refused !== undefined) return { refused };
  // The full-text search would match any field: here it searches the name.
  const { q, ...rest } = query;
  const like = q ? { ...rest.like, [field]: [...(rest.like?.[field] ?? []), q] } : rest.like;
  return { query: { ...rest, ...(like ? { like } : {}) } };
}

const onlyByName = 'Diese Daten lassen sich nur nach ID und Name filtern und sortieren.';

const namesOnly = (record: Row, field: string): Row => ({ id: record.id, [field]: record[field] });

/** The records of a read by name, each as its id and name; `refused` names a filter or sort on another field. */
export async function listNames(
  store: CollectionStore,
  collection: CollectionName,
  field: string,
  query: ListQuery,
): Promise<ListPage | { refused: string }> {
  const names = nameQueryOf(query, field);
  if ('refused' in names) return names;
  const page = await store.list(collection, names.query);
  return { ...page, items: page.items.map((record) => namesOnly(record, field)) };
}

/**
 * A read of a collection by name only (`nameFieldFor` in src/shared/routes/nameReads.ts, decision 145): each record
 * as its id and name; filters and sorting on those two alone, so no other field can be probed by filtering.
 */
export async function readNames(
  req: Request,
  res: Response,
  store: CollectionStore,
  collection: CollectionName,
  field: string,
  id: string | undefined,
): Promise<void> {
  if (id !== undefined) {
    const record = await store.get(collection, id);
    if (record) res.json(namesOnly(record, field));
    else notFound(res);
    return;
  }
  const request = listRequestOf(req.query, res);
  if (!request) return;
  const page = await listNames(store, collection, field, request.query);
  if ('refused' in page) {
    sendError(res, 400, 'INVALID_QUERY', onlyByName, [{ field: page.refused, message: onlyByName }]);
    return;
  }
  sendListPage(res, collection, request.start, page);
}
