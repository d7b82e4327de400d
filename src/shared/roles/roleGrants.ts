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
  /** Who signs in as the account (the sign-in finds an account by it); absent: not part of the change. */
  username?: string;
  /** Decides a GA customer admin's properties; absent: not part of the change. */
  email?: string;
  /** An inactive account exercises no role; absent: active. */
  active?: boolean;
}

/**
 * The fields that decide who an account is and where its roles act. Changing one of them hands the account's roles
 * to another person or institute, so it counts as taking and giving every role the account holds.
 */
export const identityFields = ['username', 'orgId', 'email', 'active'] as const;
export type IdentityField = (typeof identityFields)[number];

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

export type RoleChangeRefusal =
  | { reason: 'OWN_ROLES'; field: 'roles' | 'zbvRoles' }
  | { reason: 'OWN_ACCOUNT'; field: IdentityField }
  | { reason: 'NOT_HOLDER' | 'OTHER_INSTITUTE'; role: string; field: 'roles' | 'zbvRoles' | IdentityField };

const changedRoles = (before: readonly string[], after: readonly string[]) => [
  ...after.filter((role) => !before.includes(role)),
  ...before.filter((role) => !after.includes(role)),
];

const valueOf = (holder: RoleHolder, field: IdentityField) =>
  field === 'active' ? holder.active !== false : holder[field] === undefined ? undefined : String(holder[field]);

/** The identity fields a change sets to another value (a field the new form leaves out is not changed here). */
const changedIdentity = (before: RoleHolder, after: RoleHolder): IdentityField[] =>
  identityFields.filter((field) => {
    const next = valueOf(after, field);
    return next !== undefined && valueOf(before, field) !== undefined && next !== valueOf(before, field);
  });

const exercised = (holder: RoleHolder | undefined, list: 'roles' | 'zbvRoles') =>
  holder && holder.active !== false ? holder[list] : [];

/**
 * Why a change of an account is refused, or undefined when it may happen: nobody changes their own roles or
 * identity fields; a privileged role is given or taken only by a holder (see `privilegedRoles`) and only on
 * accounts of the granter's own institute. A change of an identity field takes and gives every role the account
 * holds, so moving, renaming or (de)activating a holder of a privileged role follows the same rule as granting it
 * where the account ends up.
 */
export function refuseRoleChange(
  granter: RoleGranter,
  before: RoleHolder | undefined,
  after: RoleHolder,
): RoleChangeRefusal | undefined {
  const own = before?.id !== undefined && String(before.id) === String(granter.zbvUserId);
  const moved = before ? changedIdentity(before, after) : [];
  const atStake = (list: 'roles' | 'zbvRoles') => {
    const named = changedRoles(before?.[list] ?? [], after[list]);
    const roles =
      moved.length > 0
        ? [...new Set([...exercised(before, list), ...exercised(after, list)])]
        : changedRoles(exercised(before, list), exercised(after, list));
    return roles.map((role) => ({ role, field: named.includes(role) ? list : (moved[0] ?? list) }));
  };
  const stake = [...atStake('roles'), ...atStake('zbvRoles')];
  if (own) {
    const ownRoles = (['roles', 'zbvRoles'] as const).find(
      (list) => changedRoles(before?.[list] ?? [], after[list]).length > 0,
    );
    if (ownRoles) return { reason: 'OWN_ROLES', field: ownRoles };
    if (moved[0]) return { reason: 'OWN_ACCOUNT', field: moved[0] };
  }
  for (const { role, field } of stake) {
    if (!mayGrantRole(granter, role)) return { reason: 'NOT_HOLDER', role, field };
    const privileged = role in privilegedRoles;
    const institutes = [before?.orgId, after.orgId].filter((orgId) => orgId !== undefined);
    if (privileged && institutes.some((orgId) => String(orgId) !== String(granter.organisationId))) {
      return { reason: 'OTHER_INSTITUTE', role, field };
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
