import { refuseRoleChange, type RoleHolder } from '@shared/roles/roleGrants';
import type { CollectionName, UserData } from '@shared/schemas';

const messages = {
  OWN_ROLES: () => 'Die eigenen Rollen kann niemand selbst ändern.',
  NOT_HOLDER: (role: string) => `Die Rolle ${role} kann nur vergeben oder entziehen, wer sie selbst hat.`,
  OTHER_INSTITUTE: (role: string) => `Die Rolle ${role} kann nur an Konten des eigenen Instituts vergeben werden.`,
} as const;

const asHolder = (record: Record<string, unknown>): RoleHolder => ({
  id: record.id as string | number | undefined,
  orgId: record.orgId as string | number,
  roles: Array.isArray(record.roles) ? (record.roles as string[]) : [],
  zbvRoles: Array.isArray(record.zbvRoles) ? (record.zbvRoles as string[]) : [],
});

/**
 * The German refusal of a data API write that changes an account's roles against the separation of duties
 * (`refuseRoleChange`), or undefined. A PATCH keeps the stored fields it does not name; a DELETE changes no roles.
 */
export function refuseRoleChangeOf(
  user: UserData,
  collection: CollectionName,
  method: string,
  stored: Record<string, unknown> | undefined,
  body: unknown,
): string | undefined {
  if (collection !== 'zbvAccounts' || !['POST', 'PUT', 'PATCH'].includes(method)) return undefined;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const before = method === 'POST' || !stored ? undefined : asHolder(stored);
  const after = asHolder(method === 'PATCH' ? { ...stored, ...(body as Record<string, unknown>) } : { ...body });
  const refusal = refuseRoleChange(user, before, after);
  return refusal && messages[refusal.reason](refusal.role ?? '');
}
