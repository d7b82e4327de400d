import type { PoolClient } from 'pg';
import { IdTakenError, type StoreOp } from '../storePersistence';

type RecordId = string | number;

/** A change of the features that PostgreSQL refuses because another instance got there first. */
export class WriteConflictError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WriteConflictError';
  }
}

/**
 * The append-only logs the features write: no caller uses a new record's id before it is committed (the audit
 * trail, page views, sign-ins and the assistant's feedback answer nothing with it, none of them is changed or
 * deleted by a feature). A record whose id another instance took meanwhile gets the next free id at commit instead
 * of being refused (docs/decisions/097, "Ids"). In every other collection the id is refused (`IdTakenError`): its
 * callers hand the id on (a job, a spool entry, a related record), so they create it through `Store.committed`,
 * which numbers it again (docs/decisions/102).
 */
export const RENUMBERED_ON_CONFLICT: ReadonlySet<string> = new Set([
  'auditLog',
  'trackingEvents',
  'zbvAccountLoginHistories',
  'aiFeedback',
]);

/** Per collection, the ids the replica proposed (as text) and those the records were stored under. */
export type Renumbered = Map<string, Map<string, number>>;

/**
 * The SQL of one write-through transaction, change by change. A new record must not exist yet, a replaced one must
 * still exist and keeps its `seq`; neither overwrites what another instance wrote. In a collection of
 * `RENUMBERED_ON_CONFLICT`, once one created record was renumbered, the following ones of the transaction are too,
 * so their ids grow in the order they are stored (`seq`).
 */
export class ReplicaWrites {
  readonly renumbered: Renumbered = new Map();
  private readonly deletedHere = new Set<string>();

  constructor(private readonly client: PoolClient) {}

  /** Writes one change and answers the id it was stored under. */
  async write(op: StoreOp): Promise<RecordId> {
    const proposed = String('put' in op ? op.put.id : op.del);
    const given = this.renumbered.get(op.c)?.get(proposed);
    const id = String(given ?? proposed);
    const key = `${op.c}/${id}`;
    if ('del' in op) {
      await this.client.query('DELETE FROM records WHERE collection = $1 AND id = $2', [op.c, id]);
      this.deletedHere.add(key);
      return id;
    }
    if (op.created || this.deletedHere.has(key)) {
      const wasDeleted = this.deletedHere.delete(key);
      if (!wasDeleted && this.renumbered.has(op.c)) return this.insertRenumbered(op.c, proposed, op.put);
      const doc = given === undefined ? op.put : { ...op.put, id: given };
      if (await this.insert(op.c, id, doc)) return doc.id as RecordId;
      if (wasDeleted) throw new WriteConflictError(`${op.c} ${id}: diese id hat inzwischen jemand anders vergeben.`);
      if (!RENUMBERED_ON_CONFLICT.has(op.c)) {
        throw new IdTakenError(`${op.c} ${id}: diese id hat inzwischen eine andere Instanz vergeben.`);
      }
      return this.insertRenumbered(op.c, proposed, op.put);
    }
    const { rowCount } = await this.client.query('UPDATE records SET doc = $3 WHERE collection = $1 AND id = $2', [
      op.c,
      id,
      given === undefined ? op.put : { ...op.put, id: given },
    ]);
    if (!rowCount) throw new WriteConflictError(`${op.c} ${id}: der Datensatz wurde inzwischen anderswo gelöscht.`);
    return id;
  }

  private async insert(collection: string, id: string, doc: Record<string, unknown>): Promise<boolean> {
    const { rowCount } = await this.client.query(
      'INSERT INTO records (collection, id, doc) VALUES ($1, $2, $3) ON CONFLICT (collection, id) DO NOTHING',
      [collection, id, doc],
    );
    return Boolean(rowCount);
  }

  /** The next free id under the write lock: one more than the highest, as the data API numbers. */
  private async insertRenumbered(collection: string, proposed: string, doc: Record<string, unknown>): Promise<number> {
    const { rows } = await this.client.query<{ next: string }>(
      'SELECT coalesce(max(num_id), 0) + 1 AS next FROM records WHERE collection = $1',
      [collection],
    );
    const id = Number(rows[0]!.next);
    if (!(await this.insert(collection, String(id), { ...doc, id }))) {
      throw new WriteConflictError(`${collection} ${id}: die nächste freie id ist vergeben (eine id als Text?).`);
    }
    const ids = this.renumbered.get(collection) ?? new Map<string, number>();
    ids.set(proposed, id);
    this.renumbered.set(collection, ids);
    return id;
  }
}
