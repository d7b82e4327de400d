import { describe, expect, it } from 'vitest';
import { collectionSql, fieldValueSql, listSql, Params } from './listSql';

describe('listSql', () => {
  it('writes the collection, the filtered and the sorted field into the statement, where an index can match them', () => {
    const params = new Params();
    const { where, orderBy } = listSql(params, 'zbvAccounts', {
      equals: { orgId: ['3'] },
      sort: { field: 'lastName', order: 'DESC' },
    });
    expect(where).toBe(`collection = 'zbvAccounts' AND (doc #> '{"orgId"}'::text[]) = ANY($1::jsonb[])`);
    expect(orderBy).toBe(`nullif((doc #> '{"lastName"}'::text[]), 'null'::jsonb) DESC, seq`);
    // The values stay parameters: every JSON value that spells the text, as json-server compares `String(value)`.
    expect(params.values).toEqual([['"3"', '3']]);
  });

  it('compares ids as text against the primary key', () => {
    const params = new Params();
    expect(listSql(params, 'modules', { equals: { id: ['7', 'x'] } }).where).toBe(
      `collection = 'modules' AND id = ANY($1::text[])`,
    );
    expect(params.values).toEqual([['7', 'x']]);
  });

  it('writes a nested field as a path of parts', () => {
    expect(fieldValueSql('address.city')).toBe(`(doc #> '{"address","city"}'::text[])`);
  });

  it('refuses what is not a field name or a collection instead of writing it into SQL', () => {
    expect(() => fieldValueSql(`name'); DROP TABLE records; --`)).toThrow('Ungültiger Feldname');
    expect(() => fieldValueSql('na"me')).toThrow('Ungültiger Feldname');
    expect(() => collectionSql(`modules' OR '1'='1`)).toThrow('Unbekannte Sammlung');
  });
});
