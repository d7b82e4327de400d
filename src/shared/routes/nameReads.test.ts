import { nameFieldFor } from './nameReads';

const user = (flags: Partial<{ admin: boolean; gaAdmin: boolean; gaCustAdmin: boolean; zbvRoles: string[] }>) => ({
  admin: false,
  gaAdmin: false,
  gaCustAdmin: false,
  zbvRoles: [],
  ...flags,
});

it.each([
  ['a manual editor reads report names', user({ zbvRoles: ['MANUAL_ADMIN'] }), 'pbiReports', 'name'],
  ['an admin reads whole reports', user({ admin: true, zbvRoles: ['MANUAL_ADMIN'] }), 'pbiReports', undefined],
  ['a GA admin reads no reports', user({ gaAdmin: true }), 'pbiReports', undefined],
  ['a user reads no reports', user({}), 'pbiReports', undefined],
  ['a manual editor reads no account names', user({ zbvRoles: ['MANUAL_ADMIN'] }), 'zbvAccounts', undefined],
] as const)('%s', (_case, flags, collection, field) => {
  expect(nameFieldFor(flags, collection)).toBe(field);
});
