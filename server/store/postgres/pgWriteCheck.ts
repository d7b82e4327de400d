import type { z } from 'zod';
import {
  checkGaGrant,
  checkManualParent,
  checkRecordRules,
  collectionSchemas,
  foreignKeys,
  uniqueFields,
  type CollectionName,
} from '@shared/schemas';
import { createSchemaOf, toFieldErrors, type WriteCheck } from '../../data/validateWrite';
import type { FieldError, RecordId, Row } from '../collectionStore';
import type { Queryable } from './batchWrites';

export const findRow = async (client: Queryable, collection: string, id: RecordId): Promise<Row | undefined> => {
  const { rows } = await client.query<{ doc: Row }>('SELECT doc FROM records WHERE collection = $1 AND id = $2', [
    collection,
    String(id),
  ]);
  return rows[0]?.doc;
};

/**
 * The record rules and the GA grant rule ask their lookups synchronously and only for what the record needs. They
 * run once with every answer empty to learn the questions, the answers are fetched, and they run again.
 */
async function checkRules(client: Queryable, collection: CollectionName, record: Row): Promise<FieldError[]> {
  const wantedIds = new Set<CollectionName>();
  const accounts = new Set<string>();
  const properties = new Set<unknown>();
  let wantsBlocked = false;
  checkRecordRules(collection, record, (name) => (wantedIds.add(name), new Set()));
  checkGaGrant(collection, record, {
    get blockedDomains() {
      wantsBlocked = true;
      return [];
    },
    emailOfAccount: (accountId) => void accounts.add(String(accountId)),
    domainOfProperty: (propertyId) => void properties.add(propertyId),
  });
  const ids = new Map<CollectionName, Set<string>>();
  for (const name of wantedIds) {
    const { rows } = await client.query<{ id: string }>('SELECT id FROM records WHERE collection = $1', [name]);
    ids.set(name, new Set(rows.map((row) => row.id)));
  }
  const emails = new Map<string, string | undefined>();
  for (const account of accounts) emails.set(account, (await findRow(client, 'zbvAccounts', account))?.email as string);
  const domains = new Map<unknown, string | undefined>();
  for (const property of properties) {
    const { rows } = await client.query<{ domain: string }>(
      `SELECT doc ->> 'domain' AS domain FROM records WHERE collection = 'gaPermissions' AND doc @> $1::jsonb
       ORDER BY seq LIMIT 1`,
      [JSON.stringify({ propertyId: property })],
    );
    domains.set(property, rows[0]?.domain);
  }
  const blocked = wantsBlocked
    ? (
        await client.query<{ domain: string }>(
          `SELECT doc ->> 'domain' AS domain FROM records WHERE collection = 'gaBlockedDomains' ORDER BY seq`,
        )
      ).rows.map((row) => row.domain)
    : [];
  const parentByPage = new Map<string, string | undefined>();
  if (collection === 'manualPages') {
    const { rows } = await client.query<{ id: string; parent: string | null }>(
      `SELECT id, doc ->> 'parentId' AS parent FROM records WHERE collection = 'manualPages'`,
    );
    for (const row of rows) parentByPage.set(row.id, row.parent ?? undefined);
  }
  return [
    ...checkRecordRules(collection, record, (name) => ids.get(name) ?? new Set()),
    ...checkGaGrant(collection, record, {
      blockedDomains: blocked,
      emailOfAccount: (accountId) => emails.get(String(accountId)),
      domainOfProperty: (propertyId) => domains.get(propertyId),
    }),
    ...checkManualParent(collection, record, { parentByPage }),
  ];
}

/**
 * `checkWrite` of the data API answered from PostgreSQL, inside the write's transaction: the schema (id optional
 * on create), a free id, unique fields, foreign keys and the record rules, with the same messages.
 */
export async function checkWriteInPostgres(
  client: Queryable,
  collection: CollectionName,
  method: 'POST' | 'PUT' | 'PATCH',
  body: unknown,
  existing?: Row,
): Promise<WriteCheck> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, errors: [{ field: '(Datensatz)', message: 'Der Inhalt muss ein JSON-Objekt sein.' }] };
  }
  let candidate: Row = { ...(body as Row) };
  if (existing) {
    candidate = method === 'PATCH' ? { ...existing, ...candidate, id: existing.id } : { ...candidate, id: existing.id };
  }
  const schema =
    method === 'POST' ? createSchemaOf(collection) : (collectionSchemas[collection] as unknown as z.ZodObject);
  const parsed = schema.safeParse(candidate);
  if (!parsed.success) return { ok: false, errors: toFieldErrors(parsed.error) };
  const record = parsed.data as Row;
  if (method === 'POST' && record.id !== undefined && (await findRow(client, collection, record.id as RecordId))) {
    return { ok: false, errors: [{ field: 'id', message: 'Die id ist bereits vergeben.' }] };
  }
  const errors: FieldError[] = [];
  for (const field of uniqueFields[collection] ?? []) {
    const { rowCount } = await client.query(
      'SELECT 1 FROM records WHERE collection = $1 AND doc @> $2::jsonb AND id IS DISTINCT FROM $3 LIMIT 1',
      [collection, JSON.stringify({ [field]: record[field] }), record.id === undefined ? null : String(record.id)],
    );
    if (rowCount) errors.push({ field, message: 'Dieser Wert ist bereits vergeben.' });
  }
  for (const [field, target] of Object.entries(foreignKeys[collection] ?? {})) {
    const value = record[field];
    if (value !== undefined && value !== null && !(await findRow(client, target, value as RecordId))) {
      errors.push({ field, message: `${target} mit id ${String(value)} gibt es nicht.` });
    }
  }
  errors.push(...(await checkRules(client, collection, record)));
  return errors.length > 0 ? { ok: false, errors } : { ok: true, record };
}
