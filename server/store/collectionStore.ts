import { isDeepStrictEqual } from 'node:util';
import type { CollectionName } from '@shared/schemas';
import { QueryError, type TranslatedQuery } from '../data/simpleRestQuery';
import type { WriteCheck } from '../data/validateWrite';
import type { RemovedRecord } from './cascade';

export type Row = Record<string, unknown>;
export type RecordId = string | number;

export interface FieldError {
  field: string;
  message: string;
}

/**
 * A list request of the data API (ra-data-simple-rest, with json-server 0.17's meaning): every filter compares the
 * field's value as text; `equals` on a field no record of the collection has is ignored; `like` matches a plain
 * fragment case-insensitively; `gte`/`lte` compare numbers as numbers and text as text; `q` finds the fragment in
 * any non-empty value of the record. Without `sort` the collection's order; ties keep it. `range.end` is exclusive.
 */
export interface ListQuery {
  equals?: Record<string, string[]>;
  like?: Record<string, string[]>;
  gte?: Record<string, string[]>;
  lte?: Record<string, string[]>;
  q?: string;
  sort?: { field: string; order: 'ASC' | 'DESC' };
  range?: { start: number; end: number };
}

export interface ListPage {
  items: Row[];
  total: number;
}

/** `changed`: the stored record is no longer the `expected` one of the write's options. */
export type WriteOutcome =
  | { ok: true; record: Row; before?: Row }
  | { ok: false; reason: 'invalid'; errors: FieldError[] }
  | { ok: false; reason: 'not-found' | 'changed' };

export type DeleteOutcome =
  { ok: true; record: Row; cascaded: RemovedRecord[] } | { ok: false; reason: 'not-found' | 'changed' };

/** A successful write as its audit entries see it. */
export type Change = { record: Row; before?: Row; cascaded?: readonly RemovedRecord[] };

/**
 * Entries for the audit log (without ids) that a successful write appends with itself: in the same transaction on
 * PostgreSQL, in the same durable batch in the embedded store.
 */
export type AuditOf = (change: Change) => readonly Omit<Row, 'id'>[];

export interface WriteOptions {
  audit?: AuditOf;
  /**
   * The stored record the caller decided on (tenant scope, role rules): the write happens only while the record
   * is still this one, checked under the write's lock, so a concurrent change cannot slip under the decision.
   */
  expected?: Row;
}

/** Whether a record a write found still is the one its caller expected (any when it expected none). */
export const isExpected = (stored: Row, expected: Row | undefined): boolean =>
  expected === undefined || stored === expected || isDeepStrictEqual(stored, expected);

/**
 * What the data API needs of a store, served by the embedded db.json store and by PostgreSQL alike (one contract
 * suite runs against both). Every write is validated with the collection's schema, unique fields, foreign keys
 * and record rules, with the same German messages naming the field, and is durable when its promise resolves.
 */
export interface CollectionStore {
  list(collection: CollectionName, query: ListQuery): Promise<ListPage>;
  get(collection: CollectionName, id: RecordId): Promise<Row | undefined>;
  /** The body's id, else one more than the highest numeric id (a new UUID where ids are text). */
  create(collection: CollectionName, body: unknown, options?: WriteOptions): Promise<WriteOutcome>;
  replace(collection: CollectionName, id: RecordId, body: unknown, options?: WriteOptions): Promise<WriteOutcome>;
  patch(collection: CollectionName, id: RecordId, body: unknown, options?: WriteOptions): Promise<WriteOutcome>;
  /**
   * A write's checks without the write: the record it would store (the stored one merged for a PATCH), or the
   * errors it would answer. For rules that must see the validated record before the write (the tenant scope).
   */
  check(collection: CollectionName, method: 'POST' | 'PUT' | 'PATCH', body: unknown, stored?: Row): Promise<WriteCheck>;
  /** Removes the record and, transitively, every record pointing at it (`cascaded`, for the audit log). */
  remove(collection: CollectionName, id: RecordId, options?: WriteOptions): Promise<DeleteOutcome>;
  close(): Promise<void>;
}

const operators = [
  ['_like', 'like'],
  ['_gte', 'gte'],
  ['_lte', 'lte'],
] as const;

/** The list query of `translateSimpleRestQuery`'s json-server parameters (`_like` values arrive regex-escaped). */
export function listQueryOf({ query, start, end }: TranslatedQuery): ListQuery {
  const list: ListQuery = {};
  for (const [key, raw] of Object.entries(query)) {
    const values = ([] as string[]).concat(raw);
    if (key === 'q') list.q = values[0];
    if (key.startsWith('_') || key === 'q') continue;
    if (key.endsWith('_ne')) throw new QueryError(`filter.${key}`, `filter.${key}: „_ne“ wird nicht unterstützt.`);
    const operator = operators.find(([suffix]) => key.endsWith(suffix));
    if (!operator) {
      list.equals = { ...list.equals, [key]: values };
      continue;
    }
    const field = key.slice(0, -operator[0].length);
    const plain = operator[1] === 'like' ? values.map((value) => value.replace(/\\(.)/g, '$1')) : values;
    list[operator[1]] = { ...list[operator[1]], [field]: plain };
  }
  if (typeof query._sort === 'string') {
    list.sort = { field: query._sort, order: query._order === 'desc' ? 'DESC' : 'ASC' };
  }
  if (end !== undefined) list.range = { start, end };
  return list;
}
