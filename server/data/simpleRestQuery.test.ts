import { describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE, QueryError, translateSimpleRestQuery } from './simpleRestQuery';

describe('translateSimpleRestQuery', () => {
  it('turns sort, range and filter into json-server parameters', () => {
    const { query, start, end } = translateSimpleRestQuery({
      sort: '["name","DESC"]',
      range: '[10,19]',
      filter: '{"active":true,"id":[1,2],"q":"Spar"}',
    });
    expect(query).toEqual({
      _sort: 'name',
      _order: 'desc',
      _start: '10',
      _end: '20',
      active: ['true'],
      id: ['1', '2'],
      q: 'Spar',
    });
    expect(start).toBe(10);
    expect(end).toBe(20);
  });

  it('drops every raw json-server parameter the client sends itself', () => {
    expect(translateSimpleRestQuery({ _like: 'x', name_like: '(a+)+$', _embed: 'x', callback: 'f' }).query).toEqual({});
  });

  it('escapes _like filters so they match as plain text', () => {
    const { query } = translateSimpleRestQuery({ filter: '{"name_like":"(a+)+$ [x]"}' });
    expect(query.name_like).toEqual(['\\(a\\+\\)\\+\\$ \\[x\\]']);
  });

  it.each([
    ['sort', { sort: '["name"]' }],
    ['sort', { sort: '["na me","ASC"]' }],
    ['range', { range: '[5,1]' }],
    ['range', { range: `[0,${MAX_PAGE_SIZE}]` }],
    ['filter', { filter: '{"a":' }],
    ['filter', { filter: '{"__proto__":{"x":1}}' }],
    ['filter.name', { filter: JSON.stringify({ name: 'x'.repeat(501) }) }],
    ['sort', { sort: ['["a","ASC"]', '["b","ASC"]'] }],
  ])('refuses a malformed %s', (field, input) => {
    expect(() => translateSimpleRestQuery(input)).toThrow(QueryError);
    try {
      translateSimpleRestQuery(input);
    } catch (error) {
      expect((error as QueryError).field).toBe(field);
    }
  });
});
