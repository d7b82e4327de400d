import type { Request, Response } from 'express';
import type { CollectionName } from '@shared/schemas';
import type { CollectionStore, ListQuery, Row } from '../store/collectionStore';
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
  const request = listRequestOf(req, res);
  if (!request) return;
  const names = nameQueryOf(request.query, field);
  if ('refused' in names) {
    sendError(res, 400, 'INVALID_QUERY', onlyByName, [{ field: names.refused, message: onlyByName }]);
    return;
  }
  const page = await store.list(collection, names.query);
  sendListPage(res, collection, request.start, { ...page, items: page.items.map((r) => namesOnly(r, field)) });
}
