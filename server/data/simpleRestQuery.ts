import { z } from 'zod';

/** Longest page the data API serves in one response. */
export const MAX_PAGE_SIZE = 1000;
const MAX_FILTER_VALUE_LENGTH = 500;

export class QueryError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/** Field names start with a letter, which also keeps `__proto__` and json-server's `_x` parameters out. */
const fieldName = z.string().regex(/^[A-Za-z][A-Za-z0-9_.]{0,99}$/);
const sortSchema = z.tuple([fieldName, z.enum(['ASC', 'DESC'])]);
const rangeSchema = z.tuple([z.number().int().nonnegative(), z.number().int().nonnegative()]);
const filterValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);
const filterSchema = z.record(fieldName, z.union([filterValueSchema, z.array(filterValueSchema).max(MAX_PAGE_SIZE)]));

const forbiddenKeys = new Set(['__proto__', 'constructor', 'prototype']);

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const parseJsonParam = <T>(name: string, value: unknown, schema: z.ZodType<T>): T | undefined => {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new QueryError(name, `${name} muss einmal als JSON angegeben werden.`);
  let json: unknown;
  try {
    json = JSON.parse(value, (key, item: unknown) => {
      if (forbiddenKeys.has(key)) throw new QueryError(name, `${name} enthält den verbotenen Schlüssel ${key}.`);
      return item;
    });
  } catch (error) {
    if (error instanceof QueryError) throw error;
    throw new QueryError(name, `${name} ist kein gültiges JSON.`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new QueryError(name, `${name} hat nicht die erwartete Form.`);
  return parsed.data;
};

export interface TranslatedQuery {
  query: Record<string, string | string[]>;
  start: number;
  end?: number;
}

/**
 * Turns ra-data-simple-rest's `sort`, `range` and `filter` into json-server's query. Nothing else the
 * client sends reaches json-server, and `_like` values are matched as plain text (escaped), so no
 * user-supplied regular expression reaches the engine.
 */
export function translateSimpleRestQuery(input: Record<string, unknown>): TranslatedQuery {
  const query: Record<string, string | string[]> = {};
  const sort = parseJsonParam('sort', input.sort, sortSchema);
  if (sort) {
    query._sort = sort[0];
    query._order = sort[1].toLowerCase();
  }
  const range = parseJsonParam('range', input.range, rangeSchema);
  let start = 0;
  let end: number | undefined;
  if (range) {
    if (range[1] < range[0]) throw new QueryError('range', 'range: das Ende liegt vor dem Anfang.');
    if (range[1] - range[0] + 1 > MAX_PAGE_SIZE) {
      throw new QueryError('range', `range: höchstens ${MAX_PAGE_SIZE} Datensätze je Seite.`);
    }
    start = range[0];
    end = range[1] + 1;
    query._start = String(start);
    query._end = String(end);
  }
  const filter = parseJsonParam('filter', input.filter, filterSchema) ?? {};
  for (const [key, value] of Object.entries(filter)) {
    if (value === null) continue;
    const values = (Array.isArray(value) ? value : [value]).filter((v) => v !== null).map(String);
    if (values.some((v) => v.length > MAX_FILTER_VALUE_LENGTH)) {
      throw new QueryError(`filter.${key}`, `filter.${key}: höchstens ${MAX_FILTER_VALUE_LENGTH} Zeichen.`);
    }
    if (key === 'q') {
      if (values[0]) query.q = values[0];
    } else if (key.endsWith('_like')) {
      query[key] = values.map(escapeRegExp);
    } else {
      query[key] = values;
    }
  }
  return { query, start, end };
}
