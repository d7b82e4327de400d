import type { CollectionName, UserData } from '@shared/schemas';
import type { CollectionStore, FieldError, ListQuery, Row } from '../store/collectionStore';
import { instituteDomainOf, instituteRefusals, scopeKindOf, type ScopeFacts } from './tenantScope';

/** What the scope reads, from whichever store serves the data API. */
export type ScopeReader = Pick<CollectionStore, 'get' | 'list'>;

/** The tenant scope of the data API: the rule of `tenantScope`, its facts read from the data API's own store. */
export interface DataScope {
  includes(record: Row): Promise<boolean>;
  refuse(record: Row): Promise<FieldError[]>;
  /** The list query limited to the records in scope; undefined when none of what it asks for is. */
  narrow(query: ListQuery): Promise<ListQuery | undefined>;
}

const unique = (values: readonly unknown[]) => [...new Set(values.map(String))];

/** The facts of many records in two reads: their accounts, and the domain of each property (its first record). */
async function factsOf(reader: ScopeReader, records: readonly Row[]): Promise<(record: Row) => ScopeFacts> {
  if (records.length === 0) return () => ({ account: undefined, propertyDomain: undefined });
  const [accounts, properties] = await Promise.all([
    reader.list('zbvAccounts', { equals: { id: unique(records.map((record) => record.accountId)) } }),
    reader.list('gaPermissions', { equals: { propertyId: unique(records.map((record) => record.propertyId)) } }),
  ]);
  const accountById = new Map(accounts.items.map((account) => [String(account.id), account]));
  const domainByProperty = new Map<unknown, string>();
  for (const property of properties.items) {
    if (!domainByProperty.has(property.propertyId)) domainByProperty.set(property.propertyId, String(property.domain));
  }
  return (record) => ({
    account: accountById.get(String(record.accountId)),
    propertyDomain: domainByProperty.get(record.propertyId),
  });
}

/**
 * The data API's tenant scope of a user on a collection; undefined means the whole collection. A customer admin's
 * list is narrowed by ids: the candidates are the records on their institute's properties (found by the stores'
 * indexes, not by reading the collection), each checked by the rule.
 */
export function dataScope(reader: ScopeReader, user: UserData, collection: CollectionName): DataScope | undefined {
  const kind = scopeKindOf(user, collection);
  if (kind === 'all') return undefined;
  if (kind === 'none') {
    return { includes: async () => false, refuse: async () => [], narrow: async () => undefined };
  }
  const refuse = async (record: Row) => instituteRefusals(user, record, (await factsOf(reader, [record]))(record));
  const narrow = async (query: ListQuery): Promise<ListQuery | undefined> => {
    const domain = instituteDomainOf(user);
    const properties = await reader.list('gaPermissions', { like: { domain: [domain] } });
    const propertyIds = unique(
      properties.items.filter((p) => String(p.domain).toLowerCase() === domain).map((p) => p.propertyId),
    );
    if (domain === '' || propertyIds.length === 0) return undefined;
    const candidates = (await reader.list(collection, { equals: { propertyId: propertyIds } })).items;
    const facts = await factsOf(reader, candidates);
    const asked = query.equals?.id;
    const ids = candidates
      .filter((record) => instituteRefusals(user, record, facts(record)).length === 0)
      .map((record) => String(record.id))
      .filter((id) => !asked || asked.includes(id));
    return ids.length === 0 ? undefined : { ...query, equals: { ...query.equals, id: ids } };
  };
  return { includes: async (record) => (await refuse(record)).length === 0, refuse, narrow };
}
