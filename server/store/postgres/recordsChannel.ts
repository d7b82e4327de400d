import type { ClientBase } from 'pg';
import type { ChangedRecords } from '../storePersistence';

/** The channel every committed change of `records` is announced on (pg LISTEN/NOTIFY). */
export const RECORDS_CHANNEL = 'radar_records';

/** A NOTIFY payload may hold 8000 bytes: a longer list of ids is announced as "the whole collection changed". */
const MAX_PAYLOAD = 7000;

export function addChanged(changed: ChangedRecords, collection: string, id?: string | number): void {
  if (id === undefined) {
    changed.set(collection, undefined);
    return;
  }
  if (changed.has(collection) && changed.get(collection) === undefined) return;
  const ids = changed.get(collection) ?? new Set<string>();
  ids.add(String(id));
  changed.set(collection, ids);
}

/** One announced change: who made it (so a replica skips its own), the collection and its ids (none: all). */
export interface RecordsNotice {
  origin: string;
  collection: string;
  ids?: string[];
}

function payloadsOf(origin: string, changed: ChangedRecords): string[] {
  return [...changed].map(([collection, ids]) => {
    const payload = JSON.stringify({ origin, collection, ...(ids ? { ids: [...ids] } : {}) } satisfies RecordsNotice);
    return payload.length > MAX_PAYLOAD ? JSON.stringify({ origin, collection }) : payload;
  });
}

/**
 * Announces the changes inside the transaction that makes them, one notice per collection in one statement:
 * PostgreSQL sends them on commit, in commit order.
 */
export async function announceChanges(client: ClientBase, origin: string, changed: ChangedRecords): Promise<void> {
  const payloads = payloadsOf(origin, changed);
  if (payloads.length === 0) return;
  await client.query('SELECT pg_notify($1, payload) FROM unnest($2::text[]) AS payload', [RECORDS_CHANNEL, payloads]);
}

/** The same announcements as statements of a simple query (no parameters), to go with the commit in one message. */
export function announceChangesSql(client: ClientBase, origin: string, changed: ChangedRecords): string {
  return payloadsOf(origin, changed)
    .map((payload) => `SELECT pg_notify('${RECORDS_CHANNEL}', ${client.escapeLiteral(payload)});`)
    .join('\n');
}

export function parseNotice(payload: string | undefined): RecordsNotice | undefined {
  try {
    const parsed = JSON.parse(payload ?? '') as Partial<RecordsNotice>;
    if (typeof parsed.origin !== 'string' || typeof parsed.collection !== 'string') return undefined;
    const ids = Array.isArray(parsed.ids) ? parsed.ids.map(String) : undefined;
    return { origin: parsed.origin, collection: parsed.collection, ...(ids ? { ids } : {}) };
  } catch {
    return undefined;
  }
}
