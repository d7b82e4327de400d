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
  const conditions = [`collection = ${params.add(collection)}`];
  for (const [field, texts] of Object.entries(query.equals ?? {})) conditions.push(equalsSql(params, field, texts));
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
    ? `nullif(doc #> ${params.add(pathOf(query.sort.field))}::text[], 'null'::jsonb) ${query.sort.order}, seq`
    : 'seq';
  return { where: conditions.join(' AND '), orderBy };
}
