import type { z } from 'zod';
import {
  checkGaGrant,
  checkManualParent,
  checkRecordRules,
  collectionSchemas,
  foreignKeys,
  uniqueFields,
  type CollectionName,
  type GaGrantLookup,
} from '@shared/schemas';
import type { Store } from '../store/store';

export interface FieldError {
  field: string;
  message: string;
}

export type WriteCheck = { ok: true; record: Record<string, unknown> } | { ok: false; errors: FieldError[] };

export const toFieldErrors = (error: z.ZodError): FieldError[] =>
  error.issues.map((issue) => ({
    field:
      issue.code === 'unrecognized_keys' ? issue.keys.join(', ') : issue.path.map(String).join('.') || '(Datensatz)',
    message: issue.code === 'unrecognized_keys' ? 'Unbekanntes Feld' : issue.message,
  }));

const findRecord = (store: Store, collection: CollectionName, id: string | number) =>
  store.byId(collection, id) as ({ id: string | number } & Record<string, unknown>) | undefined;

/** What the GA grant rule looks up, asked only by the writes it applies to. */
class StoreGaGrantLookup implements GaGrantLookup {
  constructor(private readonly store: Store) {}

  get blockedDomains(): string[] {
    return this.store.collection('gaBlockedDomains').map((entry) => entry.domain);
  }

  emailOfAccount(accountId: unknown): string | undefined {
    return findRecord(this.store, 'zbvAccounts', accountId as string | number)?.email as string | undefined;
  }

  domainOfProperty(propertyId: unknown): string | undefined {
    return this.store.collection('gaPermissions').find((property) => property.propertyId === propertyId)?.domain;
  }
}

/** Every manual page's parent, read only when a manual page is written. */
const manualParentLookup = (store: Store) => ({
  get parentByPage() {
    return new Map(store.collection('manualPages').map((page) => [String(page.id), page.parentId]));
  },
});

const idsOf = (store: Store, name: CollectionName) =>
  new Set((store.collection(name) as { id: string | number }[]).map((stored) => String(stored.id)));

const createSchemas = new Map<CollectionName, z.ZodObject>();
/** The collection's schema with the id optional; kept, since zod compiles a schema's checks on first use. */
export function createSchemaOf(collection: CollectionName): z.ZodObject {
  let schema = createSchemas.get(collection);
  if (!schema) {
    schema = (collectionSchemas[collection] as unknown as z.ZodObject).partial({ id: true });
    createSchemas.set(collection, schema);
  }
  return schema;
}

/**
 * Validates the record a write would leave in the store: the body for a create (id optional), the body
 * with the path id for a replace, and the stored record merged with the body for a patch.
 */
export function checkWrite(
  store: Store,
  collection: CollectionName,
  method: 'POST' | 'PUT' | 'PATCH',
  body: unknown,
  pathId?: string,
): WriteCheck {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, errors: [{ field: '(Datensatz)', message: 'Der Inhalt muss ein JSON-Objekt sein.' }] };
  }
  const schema = collectionSchemas[collection] as unknown as z.ZodObject;
  let candidate: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  let existing: Record<string, unknown> | undefined;
  if (method !== 'POST') {
    existing = pathId === undefined ? undefined : findRecord(store, collection, pathId);
    if (!existing) return { ok: true, record: candidate };
    candidate = method === 'PATCH' ? { ...existing, ...candidate, id: existing.id } : { ...candidate, id: existing.id };
  }
  const parsed = (method === 'POST' ? createSchemaOf(collection) : schema).safeParse(candidate);
  if (!parsed.success) return { ok: false, errors: toFieldErrors(parsed.error) };
  const record = parsed.data as Record<string, unknown>;
  if (method === 'POST' && record.id !== undefined && findRecord(store, collection, record.id as string | number)) {
    return { ok: false, errors: [{ field: 'id', message: 'Die id ist bereits vergeben.' }] };
  }
  const errors: FieldError[] = [];
  for (const field of uniqueFields[collection] ?? []) {
    // The store holds each value once (checked when it loads and on every write): a value an update keeps is free,
    // and an account's edit does not read 100,000 accounts.
    if (existing && existing[field] === record[field]) continue;
    const taken = (store.collection(collection) as Record<string, unknown>[]).some(
      (other) => other[field] === record[field] && String(other.id) !== String(record.id),
    );
    if (taken) errors.push({ field, message: 'Dieser Wert ist bereits vergeben.' });
  }
  for (const [field, target] of Object.entries(foreignKeys[collection] ?? {})) {
    const value = record[field];
    if (value !== undefined && value !== null && !findRecord(store, target, value as string | number)) {
      errors.push({ field, message: `${target} mit id ${String(value)} gibt es nicht.` });
    }
  }
  errors.push(...checkRecordRules(collection, record, (name) => idsOf(store, name)));
  errors.push(...checkGaGrant(collection, record, new StoreGaGrantLookup(store)));
  errors.push(...checkManualParent(collection, record, manualParentLookup(store)));
  return errors.length > 0 ? { ok: false, errors } : { ok: true, record };
}
