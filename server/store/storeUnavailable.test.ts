import { expect, it } from 'vitest';
import { isStoreUnavailable, StoreUnavailableError } from './storeUnavailable';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

it('tells a store that cannot be reached from a refusal or a bug', () => {
  const unreachable = [
    new Error('Connection terminated unexpectedly'),
    new Error('timeout exceeded when trying to connect'),
    withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
    withCode('terminating connection due to administrator command', '57P01'),
    withCode('the database system is starting up', '57P03'),
    withCode('connection failure', '08006'),
    new StoreUnavailableError(),
    new Error('Eine Änderung im Stapel schlug fehl.', { cause: new Error('Connection terminated') }),
  ];
  for (const error of unreachable) expect(isStoreUnavailable(error), error.message).toBe(true);
  const otherwise = [
    withCode('duplicate key value violates unique constraint', '23505'),
    withCode('syntax error at or near', '42601'),
    new TypeError('Cannot read properties of undefined'),
    'Connection terminated',
    undefined,
  ];
  for (const error of otherwise) expect(isStoreUnavailable(error), String(error)).toBe(false);
});
