import { refuseRoleChange, type RoleChangeRefusal, type RoleHolder } from '@shared/roles/roleGrants';
import type { CollectionName, UserData } from '@shared/schemas';
import { roleChangeTexts } from '@shared/texts';

const messageOf = (refusal: RoleChangeRefusal): string => {
  const byRoles = refusal.field === 'roles' || refusal.field === 'zbvRoles';
  switch (refusal.reason) {
    case 'OWN_ROLES':
      return roleChangeTexts.ownRoles;
    case 'OWN_ACCOUNT':
      return roleChangeTexts.ownAccount[refusal.field];
    case 'NOT_HOLDER':
      return (byRoles ? roleChangeTexts.notHolder : roleChangeTexts.holderNotHolder)(refusal.role);
    case 'OTHER_INSTITUTE':
      return (byRoles ? roleChangeTexts.otherInstitute : roleChangeTexts.holderOtherInstitute)(refusal.role);
  }
};

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

const asHolder = (record: Record<string, unknown>): RoleHolder => ({
  id: record.id as string | number | undefined,
  orgId: record.orgId as string | number,
  roles: Array.isArray(record.roles) ? (record.roles as string[]) : [],
  zbvRoles: Array.isArray(record.zbvRoles) ? (record.zbvRoles as string[]) : [],
  username: text(record.username),
  email: text(record.email),
  active: record.active !== false,
});

export interface Refusal {
  field: string;
  message: string;
}

/**
 * The German refusal of a data API write that changes an account's roles or identity against the separation of
 * duties (`refuseRoleChange`), or undefined. A PATCH keeps the stored fields it does not name; a DELETE takes every
 * role the account holds, and nobody deletes their own account.
 */
export function refuseRoleChangeOf(
  user: UserData,
  collection: CollectionName,
  method: string,
  stored: Record<string, unknown> | undefined,
  body: unknown,
): Refusal | undefined {
  if (collection !== 'zbvAccounts') return undefined;
  if (method === 'DELETE') {
    if (!stored) return undefined;
    if (String(stored.id) === String(user.zbvUserId))
      return { field: 'id', message: roleChangeTexts.ownAccountDeleted };
    const refusal = refuseRoleChange(user, asHolder(stored), { ...asHolder(stored), active: false });
    return refusal && { field: 'id', message: messageOf(refusal) };
  }
  if (!['POST', 'PUT', 'PATCH'].includes(method)) return undefined;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const before = method === 'POST' || !stored ? undefined : asHolder(stored);
  const after = asHolder(method === 'PATCH' ? { ...stored, ...(body as Record<string, unknown>) } : { ...body });
  const refusal = refuseRoleChange(user, before, after);
  return refusal && { field: refusal.field, message: messageOf(refusal) };
}
