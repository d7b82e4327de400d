import type { CollectionName } from '../schemas/collections';
import { adminShellTexts } from './adminShell';

type Row = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** How a record is named in references, titles and filters. */
const labels: Partial<Record<CollectionName, (record: Row) => string>> = {
  zbvAccounts: (r) => adminShellTexts.accountLabel(text(r.firstName), text(r.lastName), text(r.username)),
  zbvRoles: (r) => `${text(r.name)} (${text(r.code)})`,
  pbiAccounts: (r) => text(r.displayname),
  whitelistedUrls: (r) => text(r.pattern),
  contactInfos: (r) => text(r.reportName),
  systemSettings: (r) => text(r.id),
  pbiExportJobs: (r) => `#${text(r.id)}`,
  auditLog: (r) => `#${text(r.id)}`,
};

/** The name of a record of a collection, as the back office and the list exports show it. */
export const recordLabel = (collection: CollectionName, record: Row): string =>
  labels[collection]?.(record) || text(record.name) || text(record.title) || `#${text(record.id)}`;
