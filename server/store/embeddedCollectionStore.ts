import { randomUUID } from 'node:crypto';
import type { CollectionName, CollectionRecord } from '@shared/schemas';
import { listFromIndexes, type ListQuery as JsonServerQuery } from '../data/listFromIndexes';
import { checkWrite, type WriteCheck } from '../data/validateWrite';
import { removeDependents } from './cascade';
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
} from './collectionStore';
import { isExpected } from './collectionStore';
import { fieldValue } from './recordIndexes';
import type { Store } from './store';

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** json-server's `_gte`/`_lte`: the query text against the value with JavaScript's `<=` (numbers as numbers). */
function inRange(value: unknown, bound: string, lowerBound: boolean): boolean {
  let ordered: number;
  if (typeof value === 'string') ordered = bound === value ? 0 : bound < value ? -1 : 1;
  else if (typeof value === 'number' || typeof value === 'boolean') ordered = Number(bound) - Number(value);
  else return false;
  if (Number.isNaN(ordered)) return false;
  return lowerBound ? ordered <= 0 : ordered >= 0;
}

/** The query for `listFromIndexes`, which answers everything but the range filters. */
function jsonServerQuery(query: ListQuery): JsonServerQuery {
  const result: JsonServerQuery = {};
  for (const [field, values] of Object.entries(query.equals ?? {})) result[field] = values;
  for (const [field, values] of Object.entries(query.like ?? {})) result[`${field}_like`] = values.map(escapeRegExp);
  if (query.q) result.q = query.q;
  if (query.sort) {
    result._sort = query.sort.field;
    result._order = query.sort.order.toLowerCase();
  }
  return result;
}

/** The CollectionStore contract over today's embedded store (db.json in memory with its journal). */
export class EmbeddedCollectionStore implements CollectionStore {
  constructor(private readonly store: Store) {}

  list(collection: CollectionName, query: ListQuery): Promise<ListPage> {
    const { items } = listFromIndexes(this.store, collection, jsonServerQuery(query))!;
    const ranges = [
      ...Object.entries(query.gte ?? {}).map(([field, bounds]) => ({ field, bounds, lower: true })),
      ...Object.entries(query.lte ?? {}).map(([field, bounds]) => ({ field, bounds, lower: false })),
    ];
    // Unfiltered, the cached list itself: copying 100,000 rows per page would cost more than finding them.
    const rows =
      ranges.length === 0
        ? (items as Row[])
        : (items as Row[]).filter((row) =>
            ranges.every(({ field, bounds, lower }) => {
              const value = fieldValue(row, field);
              return bounds.some((bound) => inRange(value, bound, lower));
            }),
          );
    const page = query.range ? rows.slice(query.range.start, query.range.end) : rows;
    return Promise.resolve({ items: page, total: rows.length });
  }

  get(collection: CollectionName, id: RecordId): Promise<Row | undefined> {
    return Promise.resolve(this.store.byId(collection, id));
  }

  create(collection: CollectionName, body: unknown, options: WriteOptions = {}): Promise<WriteOutcome> {
    return this.durably(options, () => {
      const check = checkWrite(this.store, collection, 'POST', body);
      if (!check.ok) return { ok: false, reason: 'invalid', errors: check.errors };
      const { max, allNumeric } = this.store.maxId(collection);
      const id = (check.record.id as RecordId | undefined) ?? (allNumeric ? max + 1 : randomUUID());
      const [record] = this.store.append(collection, [{ ...check.record, id } as CollectionRecord<CollectionName>]);
      return { ok: true, record: record as Row };
    });
  }

  replace(collection: CollectionName, id: RecordId, body: unknown, options: WriteOptions = {}): Promise<WriteOutcome> {
    return this.update(collection, id, body, 'PUT', options);
  }

  patch(collection: CollectionName, id: RecordId, body: unknown, options: WriteOptions = {}): Promise<WriteOutcome> {
    return this.update(collection, id, body, 'PATCH', options);
  }

  check(
    collection: CollectionName,
    method: 'POST' | 'PUT' | 'PATCH',
    body: unknown,
    stored?: Row,
  ): Promise<WriteCheck> {
    return Promise.resolve(checkWrite(this.store, collection, method, body, stored && String(stored.id)));
  }

  remove(collection: CollectionName, id: RecordId, options: WriteOptions = {}): Promise<DeleteOutcome> {
    return this.durably(options, () => {
      const record = this.store.byId(collection, id) as Row | undefined;
      if (!record) return { ok: false, reason: 'not-found' };
      if (!isExpected(record, options.expected)) return { ok: false, reason: 'changed' };
      const cascaded = removeDependents(this.store, collection, id);
      this.store.change(collection, (records) => records.filter((stored) => stored !== record));
      return { ok: true, record, cascaded };
    });
  }

  close(): Promise<void> {
    return Promise.resolve();
  }

  private update(
    collection: CollectionName,
    id: RecordId,
    body: unknown,
    method: 'PUT' | 'PATCH',
    options: WriteOptions,
  ) {
    return this.durably(options, (): WriteOutcome => {
      const before = this.store.byId(collection, id) as Row | undefined;
      if (!before) return { ok: false, reason: 'not-found' };
      if (!isExpected(before, options.expected)) return { ok: false, reason: 'changed' };
      const check = checkWrite(this.store, collection, method, body, String(id));
      if (!check.ok) return { ok: false, reason: 'invalid', errors: check.errors };
      const record = check.record as CollectionRecord<CollectionName>;
      this.store.change(collection, (records) => records.map((stored) => (stored === before ? record : stored)));
      return { ok: true, record, before };
    });
  }

  /**
   * Runs a write and its audit entries in one batch and resolves once both are on disk (concurrent writes share
   * the flush).
   */
  private async durably<T extends ({ ok: true } & Change) | { ok: false }>({ audit }: WriteOptions, write: () => T) {
    const outcome = this.store.batch(() => {
      const result = write();
      const entries = result.ok && audit ? audit(result) : [];
      if (entries.length > 0) {
        const first = this.store.nextId('auditLog');
        const numbered = entries.map((entry, index) => ({ ...entry, id: first + index }));
        this.store.append('auditLog', numbered as unknown as CollectionRecord<'auditLog'>[]);
      }
      return result;
    });
    await this.store.durable();
    return outcome;
  }
}
