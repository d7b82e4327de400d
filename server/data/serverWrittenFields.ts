import { serverWrittenFields, type CollectionName, type ServerWrittenFields } from '@shared/schemas';

type Row = Record<string, unknown>;

/**
 * A data API write's body without the fields only the server writes: a create gets `onCreate` fields stamped now,
 * a replace the stored values (a patch merges into the stored record, which keeps them).
 */
export function withServerWrittenFields(
  collection: CollectionName,
  method: string,
  body: unknown,
  stored: Row | undefined,
  fields: ServerWrittenFields = serverWrittenFields,
  now: () => Date = () => new Date(),
): unknown {
  const stamps = Object.entries(fields[collection] ?? {});
  if (stamps.length === 0 || typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const written: Row = { ...(body as Row) };
  for (const [field, stamp] of stamps) {
    delete written[field];
    if (method === 'POST' && stamp === 'onCreate') written[field] = now().toISOString();
    if (method === 'PUT' && stored?.[field] !== undefined) written[field] = stored[field];
  }
  return written;
}

/** A record delivered again by a sync, with the server-written fields of the record it replaces. */
export function keepServerWrittenFields<T extends object>(
  collection: CollectionName,
  existing: T,
  delivered: T,
  fields: ServerWrittenFields = serverWrittenFields,
): T {
  const stored = existing as Row;
  const kept = Object.keys(fields[collection] ?? {}).filter((field) => stored[field] !== undefined);
  if (kept.length === 0) return delivered;
  return { ...delivered, ...Object.fromEntries(kept.map((field) => [field, stored[field]])) };
}
