import type { CollectionName } from './collections';
import type { RecordRuleProblem } from './recordRules';

/** The domain of an e-mail address, lower case ('' when there is none). */
export const domainOfEmail = (email: string): string => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

/** The blocked entry that covers a domain: the domain itself or one of its parents (`mail.gmail.com` → `gmail.com`). */
export function blockedEntryFor(domain: string, blockedDomains: readonly string[]): string | undefined {
  const wanted = domain.trim().toLowerCase();
  return blockedDomains
    .map((blocked) => blocked.trim().toLowerCase())
    .find((blocked) => wanted === blocked || wanted.endsWith(`.${blocked}`));
}

export const blockedDomainMessage = (domain: string): string =>
  `Die Domain „${domain}“ ist gesperrt und kann nicht freigegeben werden.`;

/** What the grant rule needs to know beyond the record. */
export interface GaGrantLookup {
  blockedDomains: readonly string[];
  /** The e-mail address of a ZBV account. */
  emailOfAccount: (accountId: unknown) => string | undefined;
  /** The domain of a GA property (from GaPermissions). */
  domainOfProperty: (propertyId: unknown) => string | undefined;
}

/**
 * A write that grants analytics access must not reach a blocked domain: neither the domain it names, nor the
 * domain of the property, nor the e-mail domain of the account it grants to. Checked on every write (not on
 * loading db.json, so blocking a domain later never makes the stored data invalid).
 */
export function checkGaGrant(
  collection: CollectionName,
  record: Record<string, unknown>,
  lookup: GaGrantLookup,
): RecordRuleProblem[] {
  const grants =
    collection === 'gaPermissionsManagement' ||
    collection === 'gaPermissions' ||
    collection === 'gaZbvPermissions' ||
    (collection === 'gaQueues' && record.action === 'GRANT');
  if (!grants) return [];
  const candidates: { field: string; domain: string | undefined }[] = [
    { field: 'domain', domain: typeof record.domain === 'string' ? record.domain : undefined },
  ];
  // A property's own record names its domain; elsewhere the property stands for the domain it belongs to.
  if (collection !== 'gaPermissions') {
    candidates.push({ field: 'propertyId', domain: lookup.domainOfProperty(record.propertyId) });
  }
  const email = record.accountId === undefined ? undefined : lookup.emailOfAccount(record.accountId);
  if (email) candidates.push({ field: 'accountId', domain: domainOfEmail(email) });
  const problems: RecordRuleProblem[] = [];
  for (const { field, domain } of candidates) {
    const blocked = domain ? blockedEntryFor(domain, lookup.blockedDomains) : undefined;
    if (domain && blocked) problems.push({ field, message: blockedDomainMessage(domain) });
  }
  return problems;
}
