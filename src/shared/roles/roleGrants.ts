import { MANUAL_ADMIN } from '../schemas/zbvRoleCodes';

/** What the grant rule needs to know about the one who changes an account. */
export interface RoleGranter {
  zbvUserId: string | number;
  organisationId: string | number;
  roles: readonly string[];
  zbvRoles: readonly string[];
}

/** The account whose roles change (its stored form; absent for a new account). */
export interface RoleHolder {
  id?: string | number;
  orgId: string | number;
  roles: readonly string[];
  zbvRoles: readonly string[];
}

/**
 * Privileged roles and who may grant or withdraw them (separation of duties): only a holder of the
 * role itself; GA customer admins are also appointed by GA admins. Every other role (RADAR_USER, ZBV role codes)
 * is for whoever may change accounts at all.
 */
export const privilegedRoles: Readonly<Record<string, readonly string[]>> = {
  RADAR_ADMIN: ['RADAR_ADMIN'],
  GA_ADMIN: ['GA_ADMIN'],
  GA_CUST_ADMIN: ['GA_ADMIN', 'GA_CUST_ADMIN'],
  [MANUAL_ADMIN]: [MANUAL_ADMIN],
};

const holds = (granter: RoleGranter, role: string) => granter.roles.includes(role) || granter.zbvRoles.includes(role);

/** Whether the granter may give or take this role on accounts of their own institute. */
export const mayGrantRole = (granter: RoleGranter, role: string): boolean =>
  (privilegedRoles[role] ?? []).length === 0 || (privilegedRoles[role] ?? []).some((holder) => holds(granter, holder));

export type RoleChangeRefusal = 'OWN_ROLES' | 'NOT_HOLDER' | 'OTHER_INSTITUTE';

const changedRoles = (before: readonly string[], after: readonly string[]) => [
  ...after.filter((role) => !before.includes(role)),
  ...before.filter((role) => !after.includes(role)),
];

/**
 * Why a change of an account's roles is refused, or undefined when it may happen: nobody changes their own
 * roles; a privileged role is given or taken only by a holder (see `privilegedRoles`) and only on accounts of the
 * granter's own institute.
 */
export function refuseRoleChange(
  granter: RoleGranter,
  before: RoleHolder | undefined,
  after: RoleHolder,
): { reason: RoleChangeRefusal; role?: string } | undefined {
  const changed = [
    ...changedRoles(before?.roles ?? [], after.roles),
    ...changedRoles(before?.zbvRoles ?? [], after.zbvRoles),
  ];
  if (changed.length === 0) return undefined;
  if (before?.id !== undefined && String(before.id) === String(granter.zbvUserId)) return { reason: 'OWN_ROLES' };
  for (const role of changed) {
    if (!mayGrantRole(granter, role)) return { reason: 'NOT_HOLDER', role };
    const privileged = role in privilegedRoles;
    const institutes = [before?.orgId, after.orgId].filter((orgId) => orgId !== undefined);
    if (privileged && institutes.some((orgId) => String(orgId) !== String(granter.organisationId))) {
      return { reason: 'OTHER_INSTITUTE', role };
    }
  }
  return undefined;
}

/** Whether the granter may give or take this role on that account (the back office greys out the others). */
export const mayChangeRoleOf = (granter: RoleGranter, account: Omit<RoleHolder, 'roles' | 'zbvRoles'>, role: string) =>
  refuseRoleChange(granter, { ...account, roles: [], zbvRoles: [] }, { ...account, roles: [role], zbvRoles: [] }) ===
  undefined;

export const isOwnAccount = (granter: RoleGranter, account: { id?: string | number } | undefined) =>
  account?.id !== undefined && String(account.id) === String(granter.zbvUserId);
