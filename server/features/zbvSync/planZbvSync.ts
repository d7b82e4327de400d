import type { ZbvSyncCounts, ZbvSyncResult } from '@shared/routes';
import type { CollectionRecord } from '@shared/schemas';
import { zbvAccountSchema, zbvOrgSchema, zbvRoleSchema } from '@shared/schemas';
import { keepServerWrittenFields } from '../../data/serverWrittenFields';
import type { ZbvExport } from '../../integrations/zbv/zbvExport';
import { auditEntry, type AuditEntry } from '../audit/auditTrail';

type Org = CollectionRecord<'zbvOrgs'>;
type Role = CollectionRecord<'zbvRoles'>;
type Account = CollectionRecord<'zbvAccounts'>;

type SyncCounts = ZbvSyncCounts;

export interface ZbvSyncPlan {
  organisations: Org[];
  roles: Role[];
  accounts: Account[];
  result: ZbvSyncResult;
  audit: AuditEntry[];
}

interface Current {
  organisations: readonly Org[];
  roles: readonly Role[];
  accounts: readonly Account[];
}

const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b)))
      : item,
  );

const noCounts = (): SyncCounts => ({ inserted: 0, updated: 0, deactivated: 0, unchanged: 0 });
const key = (id: string | number): string => String(id);

/**
 * Reconciles organisations, roles and accounts with a ZBV export. Delivered records are inserted or updated
 * (and reactivated); organisations and accounts the ZBV no longer delivers are deactivated, never deleted, so
 * their history (sign-ins, grants, audit) stays. Roles have no active flag: undelivered roles are kept as
 * they are. Unchanged records keep their identity, so the store only validates what changed.
 */
export function planZbvSync(current: Current, exported: ZbvExport, actor: string, at: string): ZbvSyncPlan {
  const audit: AuditEntry[] = [];
  const log = (
    resource: 'zbvOrgs' | 'zbvRoles' | 'zbvAccounts',
    before: { id: string | number } | undefined,
    after: { id: string | number },
    action: 'create' | 'update',
  ) => audit.push(auditEntry(actor, resource, after.id, action, before, after, at));

  /** Inserts or updates the delivered records, deactivates the rest (when the collection has the flag). */
  function reconcile<T extends { id: string | number; active?: boolean }>(
    resource: 'zbvOrgs' | 'zbvAccounts',
    existing: readonly T[],
    delivered: readonly T[],
    counts: SyncCounts,
  ): T[] {
    const deliveredById = new Map(delivered.map((record) => [key(record.id), record]));
    const next = existing.map((record) => {
      const delivered = deliveredById.get(key(record.id));
      deliveredById.delete(key(record.id));
      const incoming = delivered && keepServerWrittenFields(resource, record, delivered);
      if (!incoming) {
        if (!record.active) {
          counts.unchanged += 1;
          return record;
        }
        const deactivated = { ...record, active: false };
        counts.deactivated += 1;
        log(resource, record, deactivated, 'update');
        return deactivated;
      }
      if (canonical(incoming) === canonical(record)) {
        counts.unchanged += 1;
        return record;
      }
      counts.updated += 1;
      log(resource, record, incoming, 'update');
      return incoming;
    });
    for (const record of deliveredById.values()) {
      counts.inserted += 1;
      log(resource, undefined, record, 'create');
      next.push(record);
    }
    return next;
  }

  const result: ZbvSyncResult = {
    organisations: noCounts(),
    roles: noCounts(),
    accounts: noCounts(),
    skipped: [],
  };

  const organisations = reconcile(
    'zbvOrgs',
    current.organisations,
    exported.organisations.map((org) => zbvOrgSchema.parse({ ...org, active: true })),
    result.organisations,
  );

  const rolesByCode = new Map(current.roles.map((role) => [role.code, role]));
  let nextRoleId = current.roles.reduce(
    (max, role) => (typeof role.id === 'number' && role.id > max ? role.id : max),
    0,
  );
  const roles = [...current.roles];
  for (const delivered of exported.roles) {
    const existing = rolesByCode.get(delivered.code);
    if (!existing) {
      nextRoleId += 1;
      const created = zbvRoleSchema.parse({ ...delivered, id: nextRoleId });
      roles.push(created);
      rolesByCode.set(created.code, created);
      result.roles.inserted += 1;
      log('zbvRoles', undefined, created, 'create');
      continue;
    }
    const updated = zbvRoleSchema.parse({ ...delivered, id: existing.id });
    if (canonical(updated) === canonical(existing)) {
      result.roles.unchanged += 1;
      continue;
    }
    roles[roles.indexOf(existing)] = updated;
    result.roles.updated += 1;
    log('zbvRoles', existing, updated, 'update');
  }
  result.roles.unchanged += current.roles.filter((role) => !exported.roles.some((d) => d.code === role.code)).length;

  const orgIds = new Set(organisations.map((org) => key(org.id)));
  const ownerOfUsername = new Map(current.accounts.map((account) => [account.username, key(account.id)]));
  const acceptable = exported.accounts.filter((account) => {
    if (!orgIds.has(key(account.orgId))) {
      result.skipped.push({ kind: 'accounts', id: account.id, reason: `Organisation ${account.orgId} unbekannt` });
      return false;
    }
    const owner = ownerOfUsername.get(account.username);
    if (owner !== undefined && owner !== key(account.id)) {
      result.skipped.push({ kind: 'accounts', id: account.id, reason: `Benutzername ${account.username} vergeben` });
      return false;
    }
    // Of two accounts of one export with one new username, the first gets it.
    ownerOfUsername.set(account.username, key(account.id));
    return true;
  });
  const skippedIds = new Set(result.skipped.map((skipped) => key(skipped.id)));
  // A skipped account keeps its current state instead of being deactivated for an error in the export.
  const accounts = reconcile(
    'zbvAccounts',
    current.accounts,
    [
      ...acceptable.map((account) => zbvAccountSchema.parse({ ...account, active: true })),
      ...current.accounts.filter((account) => skippedIds.has(key(account.id))),
    ],
    result.accounts,
  );
  return { organisations, roles, accounts, result, audit };
}
