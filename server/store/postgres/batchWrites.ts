import { randomUUID } from 'node:crypto';
import { DatabaseError, type PoolClient, type QueryResult, type QueryResultRow } from 'pg';
import type { RecordId, Row } from '../collectionStore';

/** What the checks need of a connection: a PoolClient, or the writes of a batch. */
export interface Queryable {
  query<R extends QueryResultRow = QueryResultRow>(text: string, values?: unknown[]): Promise<QueryResult<R>>;
}

/** A collection's highest numeric id, and whether it has a text id (then new ids are UUIDs). */
export interface Highest {
  max: number;
  textIds: boolean;
}

/** The highest ids of collections as a batch left them: where the next batch of the same writer may number from. */
export type HighestIds = ReadonlyMap<string, Readonly<Highest>>;

/**
 * The batch's transaction as its writes use it (docs/decisions/101, 106, 107). New records are gathered and inserted
 * in one statement right before the next query and with the commit, so every query sees every earlier write of the
 * batch and a batch of plain creates costs no round trip of its own. New ids are numbered here from the highest
 * stored id, asked once per collection and batch (with BEGIN for the collections named at `open`): under the write
 * lock nobody else changes it; a delete in the collection makes it be asked again. A batch made `ahead` numbers from
 * the highest ids the writer's last batch left and opens its transaction only when it first queries or commits,
 * checking them under the lock (a serialization failure, `isStaleHighestIds`, when another writer changed one).
 */
export class BatchWrites implements Queryable {
  private pending: { collection: string; id: string; doc: Row }[] = [];
  /** The records inserted so far, by collection; undefined once the batch changed records otherwise. */
  private inserted: Map<string, Row[]> | undefined = new Map();
  private readonly highest = new Map<string, Highest>();
  /** Until the transaction is open: BEGIN and the lock, then the check of the highest ids assumed. */
  private opening: string | undefined;

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
    // A simple query of several statements answers one result each; the last is the highest ids.
    const results = (await client.query(
      `${opening};\n${highestSql(client, numbered)}`,
    )) as unknown as QueryResult<HighestRow>[];
    batch.learnHighest(results.at(-1)!.rows);
    return batch;
  }

  /**
   * A batch that numbers from `assumed` (the highest ids the last batch left) and sends `opening` with the check of
   * them only with its first query or its commit: a batch of plain creates is one round trip.
   */
  static ahead(client: PoolClient, opening: string, assumed: HighestIds): BatchWrites {
    const batch = new BatchWrites(client);
    for (const [collection, known] of assumed) batch.highest.set(collection, { ...known });
    batch.opening = assumed.size > 0 ? `${opening};\n${expectHighestSql(client, assumed)}` : opening;
    return batch;
  }

  /** The highest ids as the batch leaves them, for the writer's next batch (`ahead`). */
  highestIds(): HighestIds {
    return new Map([...this.highest].map(([collection, known]) => [collection, { ...known }]));
  }

  async query<R extends QueryResultRow = QueryResultRow>(text: string, values?: unknown[]): Promise<QueryResult<R>> {
    if (this.opening) await this.client.query(this.takeOpening());
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
      this.learnHighest((await this.query<HighestRow>(highestSql(this.client, [collection]))).rows);
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
    const opening = this.opening ? `${this.takeOpening()};\n` : '';
    const inserts = this.pending.length > 0 ? `${insertSql(this.client.escapeLiteral(this.takePending()))};\n` : '';
    await this.client.query(`${opening}${inserts}${closing}`);
  }

  private takeOpening(): string {
    const opening = this.opening!;
    this.opening = undefined;
    return opening;
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

/** A batch `ahead` assumed highest ids that another writer changed meanwhile (decision 107): nothing was stored. */
export const isStaleHighestIds = (error: unknown): boolean =>
  error instanceof DatabaseError && error.code === SERIALIZATION_FAILURE;

const SERIALIZATION_FAILURE = '40001';

/** The check of migrations/1764662460000_expect_highest_ids.sql, its arguments as literals. */
function expectHighestSql(client: PoolClient, assumed: HighestIds): string {
  const known = [...assumed];
  const names = known.map(([collection]) => client.escapeLiteral(collection)).join(', ');
  const highest = known.map(([, { max }]) => String(max)).join(', ');
  const textIds = known.map(([, { textIds }]) => String(textIds)).join(', ');
  return `SELECT radar_expect_highest(ARRAY[${names}]::text[], ARRAY[${highest}]::numeric[], ARRAY[${textIds}]::boolean[])`;
}

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
 * Per collection, one step down the (collection, num_id) index of its partition: a text id (num_id NULL) comes
 * first, else the highest number. Each collection is a literal of its own step, so the planner looks only at that
 * partition (decision 111); a step with a LIMIT walks the index whatever the statistics say (decision 106).
 */
const highestSql = (client: PoolClient, collections: Iterable<string>) =>
  [...collections]
    .map((name) => {
      const collection = client.escapeLiteral(name);
      return `SELECT ${collection} AS collection, top.num_id, top.present IS TRUE AS present
   FROM (SELECT 1) AS one
   LEFT JOIN LATERAL (SELECT num_id, true AS present FROM records WHERE collection = ${collection}
                      ORDER BY num_id DESC NULLS FIRST LIMIT 1) AS top ON true`;
    })
    .join('\nUNION ALL\n');
