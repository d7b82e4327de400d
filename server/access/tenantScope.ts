import { domainOfEmail, type CollectionName, type UserData } from '../../src/shared/schemas';
import type { Store } from '../store/store';
import type { FieldError } from '../data/validateWrite';

type Row = Record<string, unknown>;

/**
 * The part of a collection one user may act on (issue 26, tenant scope). `includes` decides reads, and both the
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

/**
 * A GA customer admin's scope: grants of accounts of their own institute on properties of their own institute
 * (the property's domain is the institute's e-mail domain, that of the admin's own address), for an account whose
 * e-mail domain is that domain too.
 */
function customerAdminScope(store: Store, user: UserData): RecordScope {
  const instituteDomain = domainOfEmail(user.emailAddress);
  const accountOf = (record: Row) => store.byId('zbvAccounts', record.accountId as string | number);
  const propertyDomainOf = (record: Row) =>
    store.collection('gaPermissions').find((property) => property.propertyId === record.propertyId)?.domain;
  const refuse = (record: Row): FieldError[] => {
    const errors: FieldError[] = [];
    const account = accountOf(record);
    if (!account || String(account.orgId) !== String(user.organisationId)) {
      errors.push({ field: 'accountId', message: outOfScopeMessages.account });
    }
    const propertyDomain = propertyDomainOf(record)?.toLowerCase();
    if (propertyDomain !== instituteDomain) errors.push({ field: 'propertyId', message: outOfScopeMessages.property });
    const recordDomain = typeof record.domain === 'string' ? record.domain.toLowerCase() : propertyDomain;
    if (
      account &&
      errors.length === 0 &&
      (domainOfEmail(account.email) !== propertyDomain || recordDomain !== propertyDomain)
    ) {
      errors.push({ field: 'domain', message: outOfScopeMessages.domain });
    }
    return errors;
  };
  return { includes: (record) => refuse(record).length === 0, refuse };
}

/**
 * The one rule of who acts on which institute's data, asked by the data API (lists, reads, writes, deletes), the
 * GA queue's retry and the GA worker. Undefined means the whole collection; the section role rule
 * (`mayUseCollection`) has already decided whether the user may use the collection at all.
 */
export function recordScope(store: Store, user: UserData, collection: CollectionName): RecordScope | undefined {
  if (!gaTenantCollections.has(collection) || user.gaAdmin) return undefined;
  return user.gaCustAdmin ? customerAdminScope(store, user) : { includes: () => false, refuse: () => [] };
}

/**
 * Narrows a list query (json-server's form) to the records of a scope by their ids; false when nothing the
 * query asks for is in scope.
 */
export function limitToScope(
  store: Store,
  collection: CollectionName,
  scope: RecordScope,
  query: Record<string, string | string[]>,
): boolean {
  const asked = query.id === undefined ? undefined : new Set(([] as string[]).concat(query.id));
  const ids = (store.collection(collection) as Row[])
    .filter((record) => scope.includes(record))
    .map((record) => String(record.id))
    .filter((id) => !asked || asked.has(id));
  if (ids.length === 0) return false;
  query.id = ids;
  return true;
}
