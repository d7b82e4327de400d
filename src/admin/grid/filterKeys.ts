import type { FilterPayload } from 'react-admin';
import type { GridColumn } from './gridColumn';

/** The full-text search over every field (json-server's `q`). */
export const QUICK_SEARCH_KEY = 'q';

/**
 * The list filter keys a column's filter sets, in the data API's language: `field_like` (contains, as plain
 * text), `field` (equals), `field_gte` / `field_lte` (range).
 */
export function filterKeysOf(column: GridColumn): { equals?: string; contains?: string; from?: string; to?: string } {
  switch (column.kind) {
    case 'number':
    case 'dateTime':
      return { from: `${column.field}_gte`, to: `${column.field}_lte` };
    case 'enum':
    case 'boolean':
    case 'reference':
      return { equals: column.field };
    default:
      return { contains: `${column.field}_like` };
  }
}

/** The filter with `changes` applied; empty values remove their key. */
export function withFilter(filter: FilterPayload, changes: Record<string, unknown>): FilterPayload {
  const next: FilterPayload = { ...filter };
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === null || value === '') delete next[key];
    else next[key] = value;
  }
  return next;
}

/** Date inputs give a day; stored times are ISO strings compared as text, so "to" reaches the day's end. */
export const endOfDay = (day: string): string => `${day}T23:59:59.999Z`;
