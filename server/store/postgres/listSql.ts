import { createHash } from 'node:crypto';
import { isCollectionName } from '@shared/schemas';
import type { ListQuery } from '../collectionStore';

/** Collects the parameters of one statement and hands out their placeholders. */
export class Params {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** A field name of the API (`accountId`, `address.city`; letters, digits, `_` and `.` only) as a jsonb path. */
export const pathOf = (field: string): string[] => field.split('.');

const literalPart = /^[A-Za-z0-9_]*$/;

/**
 * The field's value in a record, `doc #> '{"a","b"}'::text[]`, its path written into the statement rather than
 * bound: only then does the planner match the expression indexes of the migrations (docs/decisions/100). Each part
 * is checked again here, so nothing unchecked reaches the SQL text.
 */
export function fieldValueSql(field: string): string {
  const parts = pathOf(field);
  if (!parts.every((part) => literalPart.test(part))) throw new Error(`Ungültiger Feldname: ${field}`);
  return `(doc #> '{${parts.map((part) => `"${part}"`).join(',')}}'::text[])`;
}

/** The collection as a literal, so the planner can match indexes partial on collections (`WHERE collection IN …`). */
export function collectionSql(collection: string): string {
  if (!isCollectionName(collection)) throw new Error(`Unbekannte Sammlung: ${collection}`);
  return `'${collection}'`;
}

/** The jsonpath that exists when the record has the field (even with the value null), like lodash's `_.has`. */
export const jsonPathOf = (field: string): string =>
  `$${pathOf(field)
    .map((part) => `."${part}"`)
    .join('')}`;

const nest = (field: string, value: unknown): unknown =>
  pathOf(field).reduceRight<unknown>((inner, key) => ({ [key]: inner }), value);

/**
 * The JSON values whose text is `text` (json-server compares `String(value)`): the text itself, the number it
 * spells exactly and the boolean. Each becomes a containment test GIN's index answers.
 */
export function jsonValuesSpelled(text: string): unknown[] {
  const values: unknown[] = [text];
  if (text.trim() !== '' && String(Number(text)) === text) values.push(Number(text));
  if (text === 'true' || text === 'false') values.push(text === 'true');
  return values;
}

/** `(doc @> … OR doc @> …)`: the record's field spells one of the texts. */
export function equalsSql(params: Params, field: string, texts: readonly string[]): string {
  const tests = texts.flatMap((text) =>
    jsonValuesSpelled(text).map((value) => `doc @> ${params.add(JSON.stringify(nest(field, value)))}::jsonb`),
  );
  return `(${tests.join(' OR ')})`;
}

/**
 * `equalsSql` for a list: the id against the primary key (ids are compared as text), any other field as one B-tree
 * comparison of its value, which a scalar value makes the same test as the containment.
 */
function listEqualsSql(params: Params, field: string, texts: readonly string[]): string {
  if (field === 'id') return `id = ANY(${params.add(texts)}::text[])`;
  const values = texts.flatMap((text) => jsonValuesSpelled(text).map((value) => JSON.stringify(value)));
  return `${fieldValueSql(field)} = ANY(${params.add(values)}::jsonb[])`;
}

const likeSql = (params: Params, field: string, fragments: readonly string[]) => {
  const value = `lower(doc #>> ${params.add(pathOf(field))}::text[])`;
  return `(${fragments.map((fragment) => `strpos(${value}, lower(${params.add(fragment)})) > 0`).join(' OR ')})`;
};

/** json-server's `_gte`/`_lte`: JavaScript's `<=` between the query text and the value (numbers as numbers). */
const rangeSql = (params: Params, field: string, bounds: readonly string[], operator: '>=' | '<=') => {
  const path = `${params.add(pathOf(field))}::text[]`;
  const tests = bounds.map((bound) => {
    const number = Number(bound);
    const numeric = `${params.add(Number.isNaN(number) ? null : String(number))}::numeric`;
    return `(CASE jsonb_typeof(doc #> ${path})
      WHEN 'number' THEN (doc #>> ${path})::numeric ${operator} ${numeric}
      WHEN 'string' THEN (doc #>> ${path}) COLLATE "C" ${operator} ${params.add(bound)}::text COLLATE "C"
      WHEN 'boolean' THEN (CASE WHEN doc #> ${path} = 'true' THEN 1 ELSE 0 END) ${operator} ${numeric}
    END)`;
  });
  return `(${tests.join(' OR ')})`;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * The WHERE clause and ORDER BY of a list request. `equals` holds only filters on fields the collection has
 * (the caller drops the others, as json-server does). The `q` test is the indexed expression of the migration.
 */
export function listSql(params: Params, collection: string, query: ListQuery): { where: string; orderBy: string } {
  const conditions = [`collection = ${collectionSql(collection)}`];
  for (const [field, texts] of Object.entries(query.equals ?? {})) conditions.push(listEqualsSql(params, field, texts));
  for (const [field, fragments] of Object.entries(query.like ?? {})) {
    conditions.push(likeSql(params, field, fragments));
  }
  for (const [field, bounds] of Object.entries(query.gte ?? {})) conditions.push(rangeSql(params, field, bounds, '>='));
  for (const [field, bounds] of Object.entries(query.lte ?? {})) conditions.push(rangeSql(params, field, bounds, '<='));
  if (query.q) {
    conditions.push(`radar_search_text(doc) LIKE ${params.add(`%${escapeLike(query.q.toLowerCase())}%`)}`);
  }
  // lodash's order, which json-server sorts with: missing values and null last going up, first going down.
  const orderBy = query.sort
    ? `nullif(${fieldValueSql(query.sort.field)}, 'null'::jsonb) ${query.sort.order}, seq`
    : 'seq';
  return { where: conditions.join(' AND '), orderBy };
}

/** The statement of a list request and what its total depends on. */
export interface PageStatement {
  text: string;
  /**
   * The collection, the conditions and their values, hashed: the key of the request's total (docs/decisions/105).
   * A hash, so a filter of thousands of ids (the tenant scope's) keeps no more memory than any other.
   */
  filterKey: string;
}

/**
 * The statement of a list request: one row with the page's records (`items`, in order), the collection's version
 * and, when the request has a range and `count` is asked for, the number of all matching records (`total`, else
 * null). One round trip and one snapshot for all three, so a total counted here belongs to the version beside it.
 */
export function pageSql(params: Params, collection: string, query: ListQuery, count: boolean): PageStatement {
  const { where, orderBy } = listSql(params, collection, query);
  const filterKey = createHash('sha256')
    .update(where)
    .update('\n')
    .update(JSON.stringify(params.values))
    .digest('base64');
  const page = query.range
    ? ` LIMIT ${params.add(query.range.end - query.range.start)} OFFSET ${params.add(query.range.start)}`
    : '';
  // json_agg has no parallel form, so it reads the ordered subquery in its order.
  const items = `SELECT coalesce(json_agg(doc), '[]') FROM (SELECT doc FROM records WHERE ${where} ORDER BY ${orderBy}${page}) AS page`;
  const total = query.range && count ? `SELECT count(*) FROM records WHERE ${where}` : 'NULL';
  const version = `SELECT version::text FROM collection_versions WHERE collection = ${collectionSql(collection)}`;
  return { text: `SELECT (${items}) AS items, (${total}) AS total, (${version}) AS version`, filterKey };
}
