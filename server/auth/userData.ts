import type { UserData, ZbvAccount } from '@shared/schemas';
import type { Store } from '../store/store';

export interface Principal {
  account: ZbvAccount;
  userData: UserData;
  /** Whether the account holds RADAR_USER, the permission to use the application at all. */
  mayUseApplication: boolean;
}

/** Usernames of active accounts to their ids, as of one version of the accounts. */
const activeAccountIds = new WeakMap<Store, { version: number; idByUsername: Map<string, ZbvAccount['id']> }>();

/**
 * The active account of that username, asked at sign-in (a session then acts for the account's id, docs/decisions/126)
 * and for a token without a recorded account. Found through the id the username had when the
 * accounts were last read in full, and the store's id index, which follows every write: a change of one account
 * (an administrator's edit, a sync on another instance) costs no new reading of 100,000 accounts. Read in full
 * again only when the account found is gone, inactive or renamed, or the username is unknown, and the accounts
 * changed since. A username belongs to one account at most (`uniqueFields`, docs/decisions/119).
 */
export function findActiveAccount(store: Store, username: string): ZbvAccount | undefined {
  const known = activeAccountIds.get(store);
  const id = known?.idByUsername.get(username);
  const account = id === undefined ? undefined : store.byId('zbvAccounts', id);
  if (account?.active && account.username === username) return account;
  const version = store.collectionVersion('zbvAccounts');
  if (known?.version === version) return undefined;
  const idByUsername = new Map<string, ZbvAccount['id']>();
  for (const candidate of store.collection('zbvAccounts'))
    if (candidate.active) idByUsername.set(candidate.username, candidate.id);
  activeAccountIds.set(store, { version, idByUsername });
  const found = idByUsername.get(username);
  return found === undefined ? undefined : store.byId('zbvAccounts', found);
}

/** User data of docs/requirements/entities.md, computed from the account and its organisation in db.json. */
export function principalFor(store: Store, account: ZbvAccount): Principal {
  const organisation = store.byId('zbvOrgs', account.orgId);
  const userData: UserData = {
    name: `${account.firstName} ${account.lastName}`.trim() || account.username,
    username: account.username,
    zbvUserId: account.id,
    roles: [...account.roles],
    zbvRoles: [...account.zbvRoles],
    admin: account.roles.includes('RADAR_ADMIN'),
    gaAdmin: account.roles.includes('GA_ADMIN'),
    gaCustAdmin: account.roles.includes('GA_CUST_ADMIN'),
    organisationName: organisation?.name ?? '',
    organisationId: account.orgId,
    emailAddress: account.email,
  };
  return { account, userData, mayUseApplication: account.roles.includes('RADAR_USER') };
}
