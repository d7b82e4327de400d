import type { RaRecord } from 'react-admin';
import { resourceOf } from '@shared/routes';
import type { CollectionName } from '@shared/schemas/collections';
import { foreignKeys } from '@shared/schemas/references';
import { adminShellTexts } from '@shared/texts';
import type { GridReference } from '../grid/gridColumn';

export { resourceOf } from '@shared/routes';

const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** How a record is named in references, titles and filters. */
const labels: Partial<Record<CollectionName, (record: RaRecord) => string>> = {
  zbvAccounts: (r) => adminShellTexts.accountLabel(text(r.firstName), text(r.lastName), text(r.username)),
  zbvRoles: (r) => `${text(r.name)} (${text(r.code)})`,
  pbiAccounts: (r) => text(r.displayname),
  whitelistedUrls: (r) => text(r.pattern),
  contactInfos: (r) => text(r.reportName),
  systemSettings: (r) => text(r.id),
  pbiExportJobs: (r) => `#${text(r.id)}`,
  auditLog: (r) => `#${text(r.id)}`,
};

export const recordLabel = (collection: CollectionName, record: RaRecord): string =>
  labels[collection]?.(record) || text(record.name) || text(record.title) || `#${text(record.id)}`;

/** German label of a field of a collection (the texts are the single place for them). */
export const fieldLabel = (collection: CollectionName | 'moduleProperties', field: string): string => {
  const byCollection = adminShellTexts.fields as unknown as Record<
    string,
    Readonly<Record<string, string>> | undefined
  >;
  return byCollection[collection]?.[field] ?? byCollection.common?.[field] ?? field;
};

/** The target of a foreign-key field, as the grid and the reference inputs need it. */
export const referenceOf = (collection: CollectionName, field: string): GridReference | undefined => {
  const target = foreignKeys[collection]?.[field];
  return target ? { resource: resourceOf(target), labelOf: (record) => recordLabel(target, record) } : undefined;
};
