import { randomUUID } from 'node:crypto';
import { DatabaseError, type PoolClient, type QueryResult, type QueryResultRow } from 'pg';
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
 * The batch's transaction as its writes use it (docs/decisions/101, 106). New records are gathered and inserted in
 * one statement right before the next query and with the commit, so every query sees every earlier write of the
 * batch and a batch of plain creates costs no round trip of its own. New ids are numbered here from the highest
 * stored id, asked once per collection and batch (with BEGIN for the collections named at `open`): under the write
 * lock nobody else changes it; a delete in the collection makes it be asked again.
 */
export class BatchWrites implements Queryable {
  private pending: { collection: string; id: string; doc: Row }[] = [];
  /** The records inserted so far, by collection; undefined once the batch changed records otherwise. */
  private inserted: Map<string, Row[]> | undefined = new Map();
  private readonly highest = new Map<string, Highest>();

  private constructor(private readonly client: PoolClient) {}

  /**
   * Opens the batch's transaction with `opening` (BEGIN and the write lock) and, in the same round trip, asks the
   * highest ids of the collections the batch will number (`numbered`).
   */
  static async open(client: PoolClient, opening: string, numbered: ReadonlySet<string>): Promise<BatchWrites> {
    const batch = new BatchWrites(client);
    if (numbered.size === 0) {
      await client.query(opening);
      return batch;
    }
    const names = `ARRAY[${[...numbered].map((name) => client.escapeLiteral(name)).join(', ')}]`;
    // A simple query of several statements answers one result each; the last is the highest ids.
    const results = (await client.query(`${opening};\n${highestSql(names)}`)) as unknown as QueryResult<HighestRow>[];
    batch.learnHighest(results.at(-1)!.rows);
    return batch;
  }

  async query<R extends QueryResultRow = QueryResultRow>(text: string, values?: unknown[]): Promise<QueryResult<R>> {
    await this.flush();
    return this.client.query<R>(text, values);
  }

  /** Inserts a record (its id in `doc`) with the next statement. */
  insert(collection: string, doc: Row): void {
    const id = doc.id as RecordId;
    this.pending.push({ collection, id: String(id), doc });
    const inserted = this.inserted?.get(collection);
    if (inserted) inserted.push(doc);
    else this.inserted?.set(collection, [doc]);
    const known = this.highest.get(collection);
    if (!known) return;
    if (typeof id === 'number') known.max = Math.max(known.max, id);
    else known.textIds = true;
  }

  /** One more than the highest numeric id (1 in an empty collection); a UUID where some id is text, as json-server. */
  async nextId(collection: string): Promise<RecordId> {
    let known = this.highest.get(collection);
    if (!known) {
      this.learnHighest((await this.query<HighestRow>(highestSql('$1'), [[collection]])).rows);
      known = this.highest.get(collection)!;
    }
    return known.textIds ? randomUUID() : known.max + 1;
  }

  private learnHighest(rows: readonly HighestRow[]): void {
    for (const row of rows) {
      this.highest.set(row.collection, { max: Number(row.num_id ?? 0), textIds: row.present && row.num_id === null });
    }
  }

  /** Replaces a stored record's document. */
  async update(collection: string, id: RecordId, doc: Row): Promise<void> {
    this.inserted = undefined;
    await this.query('UPDATE records SET doc = $3 WHERE collection = $1 AND id = $2', [collection, String(id), doc]);
  }

  /** Records of the collection were deleted: its highest id is asked again. */
  deleted(collection: string): void {
    this.inserted = undefined;
    this.highest.delete(collection);
  }

  /** The records the batch inserted, by collection, when it changed nothing else. */
  insertedOnly(): ReadonlyMap<string, readonly Row[]> | undefined {
    return this.inserted;
  }

  /** Sends the gathered inserts, in the order they were made (their `seq`). */
  async flush(): Promise<void> {
    if (this.pending.length === 0) return;
    await this.client.query(insertSql('$1'), [this.takePending()]);
  }

  /**
   * The gathered inserts, then `closing` (the notices and COMMIT), as one simple query: one round trip, the values
   * as literals. A failure of the inserts' own (`isInsertFailure`) stopped it before COMMIT.
   */
  async commit(closing: string): Promise<void> {
    const inserts = this.pending.length > 0 ? `${insertSql(this.client.escapeLiteral(this.takePending()))};\n` : '';
    await this.client.query(`${inserts}${closing}`);
  }

  private takePending(): string {
    const rows = this.pending;
    this.pending = [];
    return JSON.stringify(rows);
  }
}

/**
 * A failure that only the inserts of `commit` raise: bad data (class 22) or a taken key (class 23); `records` has
 * no deferred constraint that COMMIT could check.
 */
export const isInsertFailure = (error: unknown): boolean =>
  error instanceof DatabaseError && (error.code?.startsWith('22') === true || error.code?.startsWith('23') === true);

const insertSql = (rows: string) =>
  `INSERT INTO records (collection, id, doc)
   SELECT row ->> 'collection', row ->> 'id', row -> 'doc'
   FROM jsonb_array_elements(${rows}::jsonb) WITH ORDINALITY AS r(row, position) ORDER BY position`;

interface HighestRow {
  collection: string;
  num_id: string | null;
  present: boolean;
}

/**
 * Per collection, one step down the (collection, num_id) index: a text id (num_id NULL) comes first, else the
 * highest number. The collection is a parameter of the lateral step, so the planner does not judge it by the
 * statistics of one collection, which are stale while it grows (decision 106).
 */
const highestSql = (collections: string) =>
  `SELECT c.name AS collection, top.num_id, top.present IS TRUE AS present
   FROM unnest(${collections}::text[]) AS c(name)
   LEFT JOIN LATERAL (SELECT num_id, true AS present FROM records WHERE collection = c.name
                      ORDER BY num_id DESC NULLS FIRST LIMIT 1) AS top ON true`;
