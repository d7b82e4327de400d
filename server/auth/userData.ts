import type { UserData, ZbvAccount } from '@shared/schemas';
import type { Store } from '../store/store';

export interface Principal {
  account: ZbvAccount;
  userData: UserData;
  /** Whether the account holds RADAR_USER, the permission to use the application at all. */
  mayUseApplication: boolean;
}

const activeAccounts = new WeakMap<Store, { version: number; byUsername: Map<string, ZbvAccount> }>();

/**
 * The active account of that username, from an index kept per version of the accounts (every API call asks;
 * writes elsewhere, like the audit log, leave it alone).
 */
export function findActiveAccount(store: Store, username: string): ZbvAccount | undefined {
  let index = activeAccounts.get(store);
  const version = store.collectionVersion('zbvAccounts');
  if (index?.version !== version) {
    const byUsername = new Map<string, ZbvAccount>();
    for (const account of store.collection('zbvAccounts'))
      if (account.active) byUsername.set(account.username, account);
    index = { version, byUsername };
    activeAccounts.set(store, index);
  }
  return index.byUsername.get(username);
}

/** User data of spec section 3, computed from the account and its organisation in db.json. */
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
