import type { Id, PbiReport, ZbvAccount } from '@shared/schemas';
import type { Store } from '../store/store';
import { currentAccessIndex } from './accessCache';
import { visibleModuleIds } from './accessRule';

const same = (a: Id | undefined, b: Id | undefined): boolean =>
  a !== undefined && b !== undefined && String(a) === String(b);

/** The modules an account may open, by the dashboard's access rule (README "Dashboard"). Ids as strings. */
export const moduleIdsOf = (store: Store, account: ZbvAccount): Set<string> =>
  visibleModuleIds(currentAccessIndex(store), account);

/** The reports shown in the modules an account may open, each once. */
export function reportsOf(store: Store, account: ZbvAccount): PbiReport[] {
  const index = currentAccessIndex(store);
  const reports = new Map<string, PbiReport>();
  for (const moduleId of visibleModuleIds(index, account)) {
    for (const report of index.reportsOfModule.get(moduleId) ?? []) reports.set(String(report.id), report);
  }
  return [...reports.values()];
}

/** Who may open a module, by the way they got it; accounts are the active ones. */
export function audienceOf(store: Store, moduleId: Id) {
  const accounts = store.collection('zbvAccounts').filter((account) => account.active);
  const groupGrants = store.collection('zbvGroupModules').filter((grant) => same(grant.moduleId, moduleId));
  const orgRoleGrants = store.collection('zbvOrgRoles').filter((grant) => same(grant.moduleId, moduleId));
  const direct = store.collection('zbvUserModules').filter((grant) => same(grant.moduleId, moduleId));
  const members = (groupId: Id) =>
    store
      .collection('groupUserRelations')
      .filter((member) => same(member.groupId, groupId))
      .map((member) => accounts.find((account) => same(account.id, member.accountId))?.username)
      .filter((username): username is string => username !== undefined);
  const orgName = (orgId: Id | undefined) =>
    orgId === undefined
      ? null
      : (store.collection('zbvOrgs').find((org) => same(org.id, orgId))?.name ?? String(orgId));
  return {
    accountCount: accounts.filter((account) => moduleIdsOf(store, account).has(String(moduleId))).length,
    directAccounts: direct
      .map((grant) => accounts.find((account) => same(account.id, grant.accountId))?.username)
      .filter((username): username is string => username !== undefined),
    groups: groupGrants.map((grant) => {
      const group = store.collection('groups').find((g) => same(g.id, grant.groupId));
      return { id: grant.groupId, name: group?.name ?? String(grant.groupId), members: members(grant.groupId) };
    }),
    zbvRoles: orgRoleGrants.map((grant) => ({ zbvRole: grant.zbvRole, organisation: orgName(grant.orgId) })),
  };
}
