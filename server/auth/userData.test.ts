import type { ZbvAccount } from '@shared/schemas';
import { fixtureStoreOfFile } from '../testing/fixtureStore';
import { findActiveAccount } from './userData';

const { store } = fixtureStoreOfFile();

/** Changes one account as an administrator's edit does: a new record in its place. */
const edit = (username: string, change: Partial<ZbvAccount>) =>
  store.change('zbvAccounts', (accounts) =>
    accounts.map((account) => (account.username === username ? { ...account, ...change } : account)),
  );

/** How often the lookups read the whole collection of accounts. */
const fullReads = () => {
  const spy = vi.spyOn(store, 'collection');
  return () => spy.mock.calls.filter(([name]) => name === 'zbvAccounts').length;
};

afterEach(() => vi.restoreAllMocks());

it('finds the active account and follows an edit of it at once', () => {
  expect(findActiveAccount(store, 'max.muster')?.orgId).toBe(1);
  edit('max.muster', { orgId: 6 });
  expect(findActiveAccount(store, 'max.muster')?.orgId).toBe(6);
  edit('max.muster', { orgId: 1 });
});

it('does not read all accounts again when another account changes', () => {
  findActiveAccount(store, 'max.muster');
  edit('kurt.kunde', { firstName: 'Kurtis' });
  edit('max.muster', { lastName: 'Neu' });
  const reads = fullReads();
  expect(findActiveAccount(store, 'max.muster')?.lastName).toBe('Neu');
  expect(findActiveAccount(store, 'anna.admin')?.username).toBe('anna.admin');
  expect(reads()).toBe(0);
  // An unknown name is looked for once per version of the accounts.
  expect(findActiveAccount(store, 'niemand')).toBeUndefined();
  expect(reads()).toBe(1);
  expect(findActiveAccount(store, 'niemand')).toBeUndefined();
  expect(reads()).toBe(1);
});

it('answers nothing for a deactivated account, and the account again once it is active', () => {
  edit('kurt.kunde', { active: false });
  expect(findActiveAccount(store, 'kurt.kunde')).toBeUndefined();
  edit('kurt.kunde', { active: true });
  expect(findActiveAccount(store, 'kurt.kunde')?.active).toBe(true);
});

it('follows a renamed account and a new one', () => {
  edit('kurt.kunde', { username: 'kurt.neu' });
  expect(findActiveAccount(store, 'kurt.kunde')).toBeUndefined();
  expect(findActiveAccount(store, 'kurt.neu')?.username).toBe('kurt.neu');
  edit('kurt.neu', { username: 'kurt.kunde' });

  const template = findActiveAccount(store, 'kurt.kunde')!;
  const id = store.nextId('zbvAccounts');
  store.change('zbvAccounts', (accounts) => [...accounts, { ...template, id, username: 'neu.angelegt' }]);
  expect(findActiveAccount(store, 'neu.angelegt')?.id).toBe(id);
});

it('follows a username handed on from one account to another', () => {
  const max = findActiveAccount(store, 'max.muster')!;
  const kurt = findActiveAccount(store, 'kurt.kunde')!;
  edit('max.muster', { username: 'max.alt' });
  edit('kurt.kunde', { username: 'max.muster' });
  expect(findActiveAccount(store, 'max.muster')?.id).toBe(kurt.id);
  expect(findActiveAccount(store, 'max.alt')?.id).toBe(max.id);
  expect(findActiveAccount(store, 'kurt.kunde')).toBeUndefined();
});
