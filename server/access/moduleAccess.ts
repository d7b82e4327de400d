import type { Id, ZbvAccount } from '../../src/shared/schemas';
import type { Store } from '../store/store';

const same = (a: Id | undefined, b: Id | undefined): boolean =>
  a !== undefined && b !== undefined && String(a) === String(b);

/**
 * The active modules an account may open: granted to it directly (zbvUserModules), to one of its groups
 * (groupUserRelations → zbvGroupModules) or to one of its ZBV roles, in its organisation or everywhere
 * (zbvOrgRoles). Module ids as strings.
 */
export function moduleIdsOf(store: Store, account: ZbvAccount): Set<string> {
  const granted = new Set<string>();
  for (const grant of store.collection('zbvUserModules')) {
    if (same(grant.accountId, account.id)) granted.add(String(grant.moduleId));
  }
  const groups = new Set(
    store
      .collection('groupUserRelations')
      .filter((member) => same(member.accountId, account.id))
      .map((member) => String(member.groupId)),
  );
  for (const grant of store.collection('zbvGroupModules')) {
    if (groups.has(String(grant.groupId))) granted.add(String(grant.moduleId));
  }
  for (const grant of store.collection('zbvOrgRoles')) {
    const inOrg = grant.orgId === undefined || same(grant.orgId, account.orgId);
    if (inOrg && account.zbvRoles.includes(grant.zbvRole)) granted.add(String(grant.moduleId));
  }
  const active = new Set(
    store
      .collection('modules')
      .filter((m) => m.active)
      .map((m) => String(m.id)),
  );
  return new Set([...granted].filter((id) => active.has(id)));
}

/** The reports shown in the modules an account may open. */
export function reportsOf(store: Store, account: ZbvAccount) {
  const modules = moduleIdsOf(store, account);
  const reportIds = new Set(
    store
      .collection('moduleReportRelations')
      .filter((relation) => modules.has(String(relation.moduleId)))
      .map((relation) => String(relation.reportId)),
  );
  return store.collection('pbiReports').filter((report) => reportIds.has(String(report.id)));
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
