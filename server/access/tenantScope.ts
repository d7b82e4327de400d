import { domainOfEmail, type CollectionName, type UserData } from '@shared/schemas';
import type { FieldError, Row } from '../store/collectionStore';
import type { Store } from '../store/store';

/**
 * The part of a collection one user may act on (tenant scope). `includes` decides reads, and both the
 * old and the new form of a write; `refuse` names what puts a record a user wants to write out of scope.
 */
export interface RecordScope {
  includes(record: Row): boolean;
  refuse(record: Row): FieldError[];
}

/** Collections that hold one institute's analytics grants: account plus property. */
const gaTenantCollections: ReadonlySet<CollectionName> = new Set(['gaPermissionsManagement', 'gaQueues']);

export const outOfScopeMessages = {
  account: 'Dieses Konto gehört nicht zu Ihrem Institut.',
  property: 'Diese Property gehört nicht zu Ihrem Institut.',
  domain: 'Die E-Mail-Domain des Kontos passt nicht zur Domain der Property.',
} as const;

/** What the rule needs to know about a record beyond itself: its account and its property's domain. */
export interface ScopeFacts {
  account: Row | undefined;
  propertyDomain: string | undefined;
}

/** Whose scope applies to a user on a collection: all of it, their institute's part, or none of it. */
export type ScopeKind = 'all' | 'institute' | 'none';

/**
 * The one rule of who acts on which institute's data, asked by the data API (lists, reads, writes, deletes), the
 * GA queue's retry and the GA worker. The section role rule (`mayUseCollection`) has already decided whether the
 * user may use the collection at all.
 */
export function scopeKindOf(user: UserData, collection: CollectionName): ScopeKind {
  if (!gaTenantCollections.has(collection) || user.gaAdmin) return 'all';
  return user.gaCustAdmin ? 'institute' : 'none';
}

/** The e-mail domain of the user's own address, which is the domain of their institute's properties. */
export const instituteDomainOf = (user: UserData): string => domainOfEmail(user.emailAddress);

/**
 * Why a record lies outside a GA customer admin's institute (empty when it does not): grants of accounts of their
 * own institute on properties of their own institute (the property's domain is the institute's e-mail domain,
 * that of the admin's own address), for an account whose e-mail domain is that domain too.
 */
export function instituteRefusals(user: UserData, record: Row, { account, propertyDomain }: ScopeFacts): FieldError[] {
  const errors: FieldError[] = [];
  if (!account || String(account.orgId) !== String(user.organisationId)) {
    errors.push({ field: 'accountId', message: outOfScopeMessages.account });
  }
  const domain = propertyDomain?.toLowerCase();
  if (domain !== instituteDomainOf(user)) errors.push({ field: 'propertyId', message: outOfScopeMessages.property });
  const recordDomain = typeof record.domain === 'string' ? record.domain.toLowerCase() : domain;
  if (account && errors.length === 0 && (domainOfEmail(String(account.email)) !== domain || recordDomain !== domain)) {
    errors.push({ field: 'domain', message: outOfScopeMessages.domain });
  }
  return errors;
}

/**
 * The scope over the embedded store, for the features that still work on it (the GA queue's retry and worker);
 * undefined means the whole collection. The data API asks `dataScope`, the same rule over either store.
 */
export function recordScope(store: Store, user: UserData, collection: CollectionName): RecordScope | undefined {
  const kind = scopeKindOf(user, collection);
  if (kind === 'all') return undefined;
  if (kind === 'none') return { includes: () => false, refuse: () => [] };
  const refuse = (record: Row) =>
    instituteRefusals(user, record, {
      account: store.byId('zbvAccounts', record.accountId as string | number),
      propertyDomain: store.collection('gaPermissions').find((property) => property.propertyId === record.propertyId)
        ?.domain,
    });
  return { includes: (record) => refuse(record).length === 0, refuse };
}
