import { randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import { collectionSchemas, foreignKeys, type CollectionName } from '@shared/schemas';
import type { RemovedRecord } from '../cascade';
import type {
  CollectionStore,
  DeleteOutcome,
  ListPage,
  ListQuery,
  RecordId,
  Row,
  WriteOutcome,
  Change,
  WriteOptions,
} from '../collectionStore';
import { isExpected } from '../collectionStore';
import { collectionSql, equalsSql, jsonPathOf, pageSql, Params, type PageStatement } from './listSql';
import { checkWriteInPostgres, findRow } from './pgWriteCheck';
import type { BatchWrites } from './batchWrites';
import { GroupCommit } from './groupCommit';
import { ListTotals } from './listTotals';
import { PendingListCleaner } from './pendingListCleaner';
import { addChanged } from './recordsChannel';
import type { ChangedRecords, OwnInserts } from '../storePersistence';
import type { WriteCheck } from '../../data/validateWrite';

/** The CollectionStore contract on PostgreSQL: one `records` table (docs/decisions/040), the work done in SQL. */
export class PgCollectionStore implements CollectionStore {
  private readonly commits: GroupCommit;
  private readonly totals = new ListTotals();
  private readonly cleaner: PendingListCleaner;

  /**
   * `afterCommit` gets the records a committed write changed before the write answers: the features' replica of
   * this instance reads them, so a feature that follows the write sees it (other instances learn of it by NOTIFY).
   */
  constructor(
    private readonly pool: Pool,
    afterCommit: (changed: ChangedRecords, origin: string, own?: OwnInserts) => Promise<void> = () => Promise.resolve(),
    /** The replica's count of other writers' notices: given, a batch of inserts is handed over, not read back. */
    noticesReceived?: () => number,
  ) {
    this.cleaner = new PendingListCleaner(pool);
    const committed = (changed: ChangedRecords, origin: string, own?: OwnInserts) => {
      this.cleaner.afterWrite();
      return afterCommit(changed, origin, own);
    };
    // The store's name in its announcements of changes (NOTIFY on the records channel).
    this.commits = new GroupCommit(this.pool, `data-api:${randomUUID()}`, committed, noticesReceived);
  }

  async list(collection: CollectionName, query: ListQuery): Promise<ListPage> {
    const page = await this.listPage(collection, query);
    if (page.total > 0) return page;
    // json-server ignores a filter on a field no record of the collection has. A page with records proves every
    // filtered field exists, so only an empty answer asks which fields do.
    const equals = await this.existingFields(collection, query.equals ?? {});
    const dropped = Object.keys(equals).length < Object.keys(query.equals ?? {}).length;
    return dropped ? this.listPage(collection, { ...query, equals }) : page;
  }

  /**
   * The page and its exact total, each statement one round trip whose page comes from the indexes of decision 100.
   * The total is counted only when this store has none for the filter at the collection's current version
   * (decision 105): then page, total and version are read again in one snapshot.
   */
  private async listPage(collection: CollectionName, query: ListQuery): Promise<ListPage> {
    const params = new Params();
    const statement = pageSql(params, collection, query, false);
    const known = query.range && this.totals.get(statement.filterKey);
    if (!query.range || known) {
      const { items, version } = await this.queryPage(statement, params);
      if (!query.range) return { items, total: items.length };
      if (known && version === known.version) return { items, total: known.total };
    }
    const countParams = new Params();
    const counting = pageSql(countParams, collection, query, true);
    const { items, total: counted, version } = await this.queryPage(counting, countParams);
    const total = Number(counted);
    this.totals.set(counting.filterKey, { version, total });
    return { items, total };
  }

  private async queryPage({ text }: PageStatement, { values }: Params) {
    const { rows } = await this.pool.query<{ items: Row[]; total: string | null; version: string | null }>(
      text,
      values,
    );
    return rows[0]!;
  }

  /** The filters whose field some record of the collection has (`_.has`, even with the value null). */
  private async existingFields(
    collection: CollectionName,
    equals: Record<string, string[]>,
  ): Promise<Record<string, string[]>> {
    const existing: Record<string, string[]> = {};
    for (const [field, texts] of Object.entries(equals)) {
      const { rowCount } = await this.pool.query(
        'SELECT 1 FROM records WHERE collection = $1 AND doc @? $2::jsonpath LIMIT 1',
        [collection, jsonPathOf(field)],
      );
      if (rowCount) existing[field] = texts;
    }
    return existing;
  }

  async get(collection: CollectionName, id: RecordId): Promise<Row | undefined> {
    // Named per collection, so each connection plans the lookup once and not on every call: the collection is a
    // literal, so that plan reads only its partition (decision 111); as a parameter, every partition's.
    const { rows } = await this.pool.query<{ doc: Row }>({
      name: `records-get-${collection}`,
      text: `SELECT doc FROM records WHERE collection = ${collectionSql(collection)} AND id = $1`,
      values: [String(id)],
    });
    return rows[0]?.doc;
  }

  create(collection: CollectionName, body: unknown, options: WriteOptions = {}): Promise<WriteOutcome> {
    return this.write(collection, options, [collection], async (client): Promise<WriteOutcome> => {
      const check = await checkWriteInPostgres(client, collection, 'POST', body);
      if (!check.ok) return { ok: false, reason: 'invalid', errors: check.errors };
      const record = {
        ...check.record,
        id: (check.record.id as RecordId | undefined) ?? (await client.nextId(collection)),
      };
      client.insert(collection, record);
      return { ok: true, record };
    });
  }

  replace(collection: CollectionName, id: RecordId, body: unknown, options: WriteOptions = {}): Promise<WriteOutcome> {
    return this.update(collection, id, body, 'PUT', options);
  }

  patch(collection: CollectionName, id: RecordId, body: unknown, options: WriteOptions = {}): Promise<WriteOutcome> {
    return this.update(collection, id, body, 'PATCH', options);
  }

  async check(
    collection: CollectionName,
    method: 'POST' | 'PUT' | 'PATCH',
    body: unknown,
    stored?: Row,
  ): Promise<WriteCheck> {
    const client = await this.pool.connect();
    try {
      return await checkWriteInPostgres(client, collection, method, body, stored);
    } finally {
      client.release();
    }
  }

  remove(collection: CollectionName, id: RecordId, options: WriteOptions = {}): Promise<DeleteOutcome> {
    return this.write(collection, options, [], async (client): Promise<DeleteOutcome> => {
      const record = await findRow(client, collection, id);
      if (!record) return { ok: false, reason: 'not-found' };
      if (!isExpected(record, options.expected)) return { ok: false, reason: 'changed' };
      const cascaded = await removeDependents(client, collection, id);
      await client.query('DELETE FROM records WHERE collection = $1 AND id = $2', [collection, String(id)]);
      client.deleted(collection);
      return { ok: true, record, cascaded };
    });
  }

  /** The pool is the instance's (docs/decisions/104), ended once after the store's shutdown. */
  close(): Promise<void> {
    return this.cleaner.close();
  }

  private update(
    collection: CollectionName,
    id: RecordId,
    body: unknown,
    method: 'PUT' | 'PATCH',
    options: WriteOptions,
  ) {
    return this.write(collection, options, [], async (client): Promise<WriteOutcome> => {
      const before = await findRow(client, collection, id);
      if (!before) return { ok: false, reason: 'not-found' };
      if (!isExpected(before, options.expected)) return { ok: false, reason: 'changed' };
      const check = await checkWriteInPostgres(client, collection, method, body, before);
      if (!check.ok) return { ok: false, reason: 'invalid', errors: check.errors };
      await client.update(collection, id, check.record);
      return { ok: true, record: check.record, before };
    });
  }

  /**
   * Runs `work` and its audit entries under the write lock, in the group commit's next transaction; a refused write
   * (`ok: false`) changes nothing. It answers once committed and read by this instance's replica. `numbered`: the
   * collections besides the audit log whose next id `work` asks.
   */
  private write<T extends ({ ok: true } & Change) | { ok: false }>(
    collection: CollectionName,
    { audit }: WriteOptions,
    numbered: CollectionName[],
    work: (client: BatchWrites) => Promise<T>,
  ): Promise<T> {
    return this.commits.run(
      async (client) => {
        const outcome = await work(client);
        if (!outcome.ok) return { outcome };
        const changed: ChangedRecords = new Map();
        addChanged(changed, collection, outcome.record.id as RecordId);
        for (const removed of outcome.cascaded ?? [])
          addChanged(changed, removed.collection, removed.record.id as RecordId);
        const audited = audit ? await appendAudit(client, audit(outcome)) : [];
        for (const id of audited) addChanged(changed, 'auditLog', id);
        return { outcome, changed };
      },
      audit ? [...numbered, 'auditLog'] : numbered,
    );
  }
}

/** Appends the entries to the audit log and answers their ids. */
async function appendAudit(client: BatchWrites, entries: readonly Omit<Row, 'id'>[]): Promise<RecordId[]> {
  const ids: RecordId[] = [];
  for (const entry of entries) {
    const record = collectionSchemas.auditLog.parse({ ...entry, id: await client.nextId('auditLog') });
    client.insert('auditLog', record);
    ids.push(record.id as RecordId);
  }
  return ids;
}

/** `removeDependents` of the embedded store in SQL: the same records, in the same order. */
async function removeDependents(
  client: BatchWrites,
  collection: CollectionName,
  id: RecordId,
): Promise<RemovedRecord[]> {
  const removed: RemovedRecord[] = [];
  for (const [dependent, fields] of Object.entries(foreignKeys) as [CollectionName, Record<string, CollectionName>][]) {
    const pointing = Object.entries(fields)
      .filter(([, target]) => target === collection)
      .map(([field]) => field);
    if (pointing.length === 0) continue;
    const params = new Params();
    const tests = pointing.map((field) => equalsSql(params, field, [String(id)]));
    const { rows } = await client.query<{ doc: Row; seq: string }>(
      `DELETE FROM records WHERE collection = ${params.add(dependent)} AND (${tests.join(' OR ')})
       RETURNING doc, seq`,
      params.values,
    );
    if (rows.length > 0) client.deleted(dependent);
    const doomed = rows.sort((a, b) => Number(a.seq) - Number(b.seq));
    for (const { doc } of doomed) {
      removed.push({ collection: dependent, record: doc });
      removed.push(...(await removeDependents(client, dependent, doc.id as RecordId)));
    }
  }
  return removed;
}
