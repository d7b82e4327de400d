import type { CollectionName, Database, Module, PbiReport, ZbvAccount } from '@shared/schemas';
import { whitelistMatcher } from './whitelist';

/**
 * The dashboard's access rule, in one place (README "Who sees which module"):
 * 1. an active module is visible through a direct ZBV user–module grant, a group–module grant of a group the
 *    account belongs to, or an organisation-role grant of a ZBV role the account holds (only in the grant's
 *    organisation when it names one);
 * 2. a temporary module the user closed is gone for that user;
 * 3. the reports of a visible module are those linked to it by module–report relations;
 * 4. the favourites module needs no grant: it is there while the user has a favourite report they may open.
 * Admin flags grant nothing. Everything is indexed once per version of the access collections (the grants apart
 * from the users' own favourites and closed modules, `accessCache.ts`), so a request only touches its user.
 */

type Key = string;
const key = (id: string | number): Key => String(id);

export interface FavoriteModuleRef {
  moduleId: Key;
  position: number;
}
export interface FavoriteReportRef {
  moduleId: Key;
  reportId: Key;
}

export interface AccessIndex {
  modules: Map<Key, Module>;
  /** Position of each module when all are sorted by name (German collation). */
  nameRank: Map<Key, number>;
  favoritesModule?: Module;
  directGrants: Map<Key, Key[]>;
  groupsOfAccount: Map<Key, Key[]>;
  groupGrants: Map<Key, Key[]>;
  roleGrants: Map<string, { orgId?: Key; moduleId: Key }[]>;
  reportsOfModule: Map<Key, PbiReport[]>;
  closed: Map<Key, Set<Key>>;
  favoriteModules: Map<Key, FavoriteModuleRef[]>;
  favoriteReports: Map<Key, FavoriteReportRef[]>;
  mayEmbed: (url: string) => boolean;
}

const push = <V>(map: Map<Key, V[]>, at: Key, value: V) => {
  const list = map.get(at);
  if (list) list.push(value);
  else map.set(at, [value]);
};

const byAccount = <R extends { accountId: string | number }, V>(records: R[], value: (record: R) => V) => {
  const map = new Map<Key, V[]>();
  for (const record of records) push(map, key(record.accountId), value(record));
  return map;
};

/** What one user's own choices add to the index: closed temporary modules and favourites, by account. */
export type PersonalAccess = Pick<AccessIndex, 'closed' | 'favoriteModules' | 'favoriteReports'>;
/** The rest of the index, which only administrators and syncs change. */
export type SharedAccess = Omit<AccessIndex, keyof PersonalAccess>;

export function buildSharedAccess(data: Pick<Database, SharedAccessCollection>): SharedAccess {
  const modules = new Map(data.modules.map((module) => [key(module.id), module]));
  const collator = new Intl.Collator('de', { sensitivity: 'base', numeric: true });
  const sorted = [...data.modules].sort(
    (a, b) => collator.compare(a.name, b.name) || key(a.id).localeCompare(key(b.id)),
  );
  const reports = new Map(data.pbiReports.map((report) => [key(report.id), report]));
  const reportsOfModule = new Map<Key, PbiReport[]>();
  for (const relation of data.moduleReportRelations) {
    const report = reports.get(key(relation.reportId));
    if (report) push(reportsOfModule, key(relation.moduleId), report);
  }
  const groupGrants = new Map<Key, Key[]>();
  for (const grant of data.zbvGroupModules) push(groupGrants, key(grant.groupId), key(grant.moduleId));
  const roleGrants = new Map<string, { orgId?: Key; moduleId: Key }[]>();
  for (const grant of data.zbvOrgRoles) {
    push(roleGrants, grant.zbvRole, {
      orgId: grant.orgId === undefined ? undefined : key(grant.orgId),
      moduleId: key(grant.moduleId),
    });
  }
  return {
    modules,
    nameRank: new Map(sorted.map((module, rank) => [key(module.id), rank])),
    favoritesModule: sorted
      .filter((module) => module.active && module.moduleType === 'PBI_REPORT_FAVORITE')
      .sort((a, b) => Number(a.id) - Number(b.id))[0],
    directGrants: byAccount(data.zbvUserModules, (grant) => key(grant.moduleId)),
    groupsOfAccount: byAccount(data.groupUserRelations, (relation) => key(relation.groupId)),
    groupGrants,
    roleGrants,
    reportsOfModule,
    mayEmbed: whitelistMatcher(data.whitelistedUrls.map((entry) => entry.pattern)),
  };
}

export function buildPersonalAccess(data: Pick<Database, PersonalAccessCollection>): PersonalAccess {
  const closed = new Map<Key, Set<Key>>();
  for (const [account, ids] of byAccount(data.closedModules, (c) => key(c.moduleId))) closed.set(account, new Set(ids));
  const favoriteModules = byAccount(data.favoriteModules, (f) => ({ moduleId: key(f.moduleId), position: f.position }));
  for (const list of favoriteModules.values()) list.sort((a, b) => a.position - b.position);
  return {
    closed,
    favoriteModules,
    favoriteReports: byAccount(data.favoriteReports, (f) => ({ moduleId: key(f.moduleId), reportId: key(f.reportId) })),
  };
}

/** One account's favourites and closed modules as text: equal texts, equal answers for the rest unchanged. */
export const personalChoicesOf = (index: PersonalAccess, accountId: string | number): string => {
  const account = key(accountId);
  return JSON.stringify([
    [...(index.closed.get(account) ?? [])],
    index.favoriteModules.get(account) ?? [],
    index.favoriteReports.get(account) ?? [],
  ]);
};

export function buildAccessIndex(data: Pick<Database, AccessCollection>): AccessIndex {
  return { ...buildSharedAccess(data), ...buildPersonalAccess(data) };
}

/**
 * The collections of the access rule that administrators and syncs change (modules, reports, grants, the embed
 * whitelist): indexed again, with the modules sorted by name, only when one of them changes.
 */
export const sharedAccessCollections = [
  'modules',
  'pbiReports',
  'moduleReportRelations',
  'groupUserRelations',
  'zbvGroupModules',
  'zbvOrgRoles',
  'zbvUserModules',
  'whitelistedUrls',
] as const satisfies readonly CollectionName[];
export type SharedAccessCollection = (typeof sharedAccessCollections)[number];

/** The collections of users' own choices, which change all day: a favourite must not index the grants again. */
export const personalAccessCollections = [
  'closedModules',
  'favoriteModules',
  'favoriteReports',
] as const satisfies readonly CollectionName[];
export type PersonalAccessCollection = (typeof personalAccessCollections)[number];

/** The collections the access rule reads: its index holds while none of them changes. */
export const accessCollections = [...sharedAccessCollections, ...personalAccessCollections] as const;
export type AccessCollection = (typeof accessCollections)[number];

type Account = Pick<ZbvAccount, 'id' | 'orgId' | 'zbvRoles'>;

/** Rules 1 and 2: ids of the modules the account sees through grants (never the favourites module). */
export function visibleModuleIds(index: AccessIndex, account: Account): Set<Key> {
  const granted = new Set<Key>(index.directGrants.get(key(account.id)));
  for (const group of index.groupsOfAccount.get(key(account.id)) ?? []) {
    for (const moduleId of index.groupGrants.get(group) ?? []) granted.add(moduleId);
  }
  for (const role of account.zbvRoles) {
    for (const grant of index.roleGrants.get(role) ?? []) {
      if (grant.orgId === undefined || grant.orgId === key(account.orgId)) granted.add(grant.moduleId);
    }
  }
  const closed = index.closed.get(key(account.id));
  const visible = new Set<Key>();
  for (const moduleId of granted) {
    const module = index.modules.get(moduleId);
    if (!module?.active || module.moduleType === 'PBI_REPORT_FAVORITE') continue;
    if (module.moduleType === 'TEMPORARY' && closed?.has(moduleId)) continue;
    visible.add(moduleId);
  }
  return visible;
}

/** Rule 3: whether the report is one the user may open in that module. */
export const mayOpenReport = (index: AccessIndex, visible: Set<Key>, moduleId: Key, reportId: Key): boolean =>
  visible.has(moduleId) && (index.reportsOfModule.get(moduleId) ?? []).some((r) => key(r.id) === reportId);

/** The user's favourite modules that are still visible, in the user's order. */
export const favoriteModulesOf = (index: AccessIndex, account: Account, visible: Set<Key>): FavoriteModuleRef[] =>
  (index.favoriteModules.get(key(account.id)) ?? []).filter((favorite) => visible.has(favorite.moduleId));

/** Rule 4's input: the user's favourite reports they may still open. */
export const favoriteReportsOf = (index: AccessIndex, account: Account, visible: Set<Key>): FavoriteReportRef[] =>
  (index.favoriteReports.get(key(account.id)) ?? []).filter((f) =>
    mayOpenReport(index, visible, f.moduleId, f.reportId),
  );
