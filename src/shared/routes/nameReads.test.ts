import { aUser } from '../../../tests/builders/userData';
import { nameFieldFor } from './nameReads';

it.each([
  ['a manual editor reads report names', aUser({ zbvRoles: ['MANUAL_ADMIN'] }), 'pbiReports', 'name'],
  ['an admin reads whole reports', aUser({ admin: true, zbvRoles: ['MANUAL_ADMIN'] }), 'pbiReports', undefined],
  ['a GA admin reads no reports', aUser({ gaAdmin: true }), 'pbiReports', undefined],
  ['a user reads no reports', aUser({}), 'pbiReports', undefined],
  ['a manual editor reads no account names', aUser({ zbvRoles: ['MANUAL_ADMIN'] }), 'zbvAccounts', undefined],
] as const)('%s', (_case, flags, collection, field) => {
  expect(nameFieldFor(flags, collection)).toBe(field);
});
