import type { Response } from 'express';
import { listQueryOf, type ListPage, type ListQuery } from '../store/collectionStore';
import { sendError } from './dataCall';
import { QueryError, translateSimpleRestQuery } from './simpleRestQuery';

/**
 * A list request's query and the index of its first record, from ra-data-simple-rest's `sort`, `range` and `filter`
 * (each JSON text: a list call's query, or a list export's request). Throws `QueryError` for what the API refuses.
 */
export function parseListRequest(input: Record<string, unknown>): { query: ListQuery; start: number } {
  const translated = translateSimpleRestQuery(input);
  return { query: listQueryOf(translated), start: translated.start };
}

/** `parseListRequest`'s answer; undefined with the 400 sent when the request is malformed. */
export function listRequestOf(
  input: Record<string, unknown>,
  res: Response,
): { query: ListQuery; start: number } | undefined {
  try {
    return parseListRequest(input);
  } catch (error) {
    if (!(error instanceof QueryError)) throw error;
    sendError(res, 400, 'INVALID_QUERY', error.message, [{ field: error.field, message: error.message }]);
    return undefined;
  }
}

/** A list page as ra-data-simple-rest reads it: the records, and their place and total in `Content-Range`. */
export function sendListPage(res: Response, collection: string, start: number, { items, total }: ListPage): void {
  res.setHeader('Content-Range', `${collection} ${start}-${start + Math.max(items.length - 1, 0)}/${total}`);
  res.json(items);
}
