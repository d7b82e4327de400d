import { compareAscending } from '@shared/api/listOrder';
import type { CollectionName } from '@shared/schemas';
import { fieldValue } from '../store/recordIndexes';
import type { Store } from '../store/store';

type Row = Record<string, unknown>;
export type ListQuery = Record<string, string | string[]>;

export interface ListAnswer {
  items: unknown[];
  total: number;
}

const listKeys = new Set(['q', '_sort', '_order', '_start', '_end']);

/** json-server's full-text match (its `deepQuery` mixin): any nested primitive containing `q`, lower-cased. */
function deepQuery(value: unknown, q: string): boolean {
  if (!value) return false;
  if (Array.isArray(value)) return value.some((item) => deepQuery(item, q));
  if (typeof value === 'object') {
    for (const key in value) if (deepQuery((value as Row)[key], q)) return true;
    return false;
  }
  return String(value).toLowerCase().includes(q);
}

interface Filter {
  path: string;
  matches: (text: string) => boolean;
}

const caches = new WeakMap<Store, Map<string, Row[]>>();
const CACHE_SIZE = 64;

/**
 * The list json-server 0.17 would answer for this query (q, equality and `_like` filters, `_sort`/`_order`,
 * `_start`/`_end`), from the store's indexes and a small cache of sorted results per collection version.
 * Undefined for anything else (`_ne`, `_lte`, `_gte`, …): the embedded store applies ranges itself, and the data
 * API refuses `_ne`.
 */
export function listFromIndexes(store: Store, collection: CollectionName, query: ListQuery): ListAnswer | undefined {
  const filters: Filter[] = [];
  let seed: readonly Row[] | undefined;
  for (const [key, raw] of Object.entries(query)) {
    if (listKeys.has(key)) continue;
    if (key.startsWith('_') || /_(ne|lte|gte)$/.test(key)) return undefined;
    const values = ([] as string[]).concat(raw);
    if (key.endsWith('_like')) {
      const patterns = values.map((value) => new RegExp(value, 'i'));
      filters.push({ path: key.slice(0, -5), matches: (text) => patterns.some((pattern) => pattern.test(text)) });
      continue;
    }
    if (!store.hasField(collection, key)) continue; // json-server drops filters on fields no record has
    const wanted = new Set(values);
    filters.push({ path: key, matches: (text) => wanted.has(text) });
    if (values.length === 1) {
      const rows = store.byField(collection, key, values[0]!);
      if (!seed || rows.length < seed.length) seed = rows;
    }
  }
  const { _start, _end, ...rest } = query;
  const key = `${collection}\u0000${store.collectionVersion(collection)}\u0000${JSON.stringify(rest)}`;
  let cache = caches.get(store);
  if (!cache) caches.set(store, (cache = new Map()));
  let rows = cache.get(key);
  if (!rows) {
    const q = (Array.isArray(query.q) ? query.q[0] : query.q)?.toLowerCase();
    rows = (seed ?? (store.collection(collection) as Row[])).filter((row) => {
      if (q) {
        let found = false;
        for (const field in row) if (deepQuery(row[field], q)) found = true;
        if (!found) return false;
      }
      return filters.every(({ path, matches }) => {
        const value = fieldValue(row, path);
        return value !== undefined && value !== null && matches(String(value));
      });
    });
    const sort = typeof query._sort === 'string' ? query._sort : undefined;
    if (sort) {
      const fields = sort.split(',');
      const orders = (typeof query._order === 'string' ? query._order : '').split(',').map((o) => o.toLowerCase());
      const keyed = rows.map((row, index) => ({ row, index, values: fields.map((field) => fieldValue(row, field)) }));
      keyed.sort((a, b) => {
        for (let i = 0; i < fields.length; i += 1) {
          const result = compareAscending(a.values[i], b.values[i]);
          if (result) return orders[i] === 'desc' ? -result : result;
        }
        return a.index - b.index;
      });
      rows = keyed.map(({ row }) => row);
    }
    if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
    cache.set(key, rows);
  }
  if (typeof _end !== 'string') return { items: rows, total: rows.length };
  const start = Number.parseInt(typeof _start === 'string' ? _start : '', 10) || 0;
  return { items: rows.slice(start, Number.parseInt(_end, 10)), total: rows.length };
}
