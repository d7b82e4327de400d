import { randomUUID } from 'node:crypto';
import type { PoolClient, QueryResult, QueryResultRow } from 'pg';
import type { RecordId, Row } from '../collectionStore';

/** What the checks need of a connection: a PoolClient, or the writes of a batch. */
export interface Queryable {
  query<R extends QueryResultRow = QueryResultRow>(text: string, values?: unknown[]): Promise<QueryResult<R>>;
}

interface Highest {
  max: number;
  textIds: boolean;
}

/**
 * The batch's transaction as its writes use it (docs/decisions/101). New records are gathered and inserted in one
 * statement right before the next query and before the commit, so every query sees every earlier write of the batch
 * and a batch of plain creates costs one round trip, not one a record. New ids are numbered here from the highest
 * stored id, asked once per collection and batch: under the write lock nobody else changes it; a delete in the
 * collection makes it be asked again.
 */
export class BatchWrites implements Queryable {
  private pending: { collection: string; id: string; doc: Row }[] = [];
  private readonly highest = new Map<string, Highest>();

  constructor(private readonly client: PoolClient) {}

  async query<R extends QueryResultRow = QueryResultRow>(text: string, values?: unknown[]): Promise<QueryResult<R>> {
    await this.flush();
    return this.client.query<R>(text, values);
  }

  /** Inserts a record (its id in `doc`) with the next statement. */
  insert(collection: string, doc: Row): void {
    const id = doc.id as RecordId;
    this.pending.push({ collection, id: String(id), doc });
    const known = this.highest.get(collection);
    if (!known) return;
    if (typeof id === 'number') known.max = Math.max(known.max, id);
    else known.textIds = true;
  }

  /** One more than the highest numeric id (1 in an empty collection); a UUID where some id is text, as json-server. */
  async nextId(collection: string): Promise<RecordId> {
    let known = this.highest.get(collection);
    if (!known) {
      // One step down the (collection, num_id) index: a text id (num_id NULL) comes first, else the highest number.
      // `max(num_id)` and `EXISTS … IS NULL` walked the whole collection when its statistics were older than its growth.
      const { rows } = await this.query<{ num_id: string | null }>(
        'SELECT num_id FROM records WHERE collection = $1 ORDER BY num_id DESC NULLS FIRST LIMIT 1',
        [collection],
      );
      const top = rows[0];
      known = { max: Number(top?.num_id ?? 0), textIds: top !== undefined && top.num_id === null };
      this.highest.set(collection, known);
    }
    return known.textIds ? randomUUID() : known.max + 1;
  }

  /** Records of the collection were deleted: its highest id is asked again. */
  deleted(collection: string): void {
    this.highest.delete(collection);
  }

  /** Sends the gathered inserts, in the order they were made (their `seq`). */
  async flush(): Promise<void> {
    if (this.pending.length === 0) return;
    const rows = this.pending;
    this.pending = [];
    await this.client.query(
      `INSERT INTO records (collection, id, doc)
       SELECT row ->> 'collection', row ->> 'id', row -> 'doc'
       FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS r(row, position) ORDER BY position`,
      [JSON.stringify(rows)],
    );
  }
}
