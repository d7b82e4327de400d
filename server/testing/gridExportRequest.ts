import type { GridExportRequest } from '@shared/gridExport/gridExportApi';

/** A list export as the grid asks for it: the accounts' usernames as CSV, by id, in Berlin time; `changes` as a test needs. */
export const gridExportRequest = (changes: Partial<GridExportRequest> = {}): GridExportRequest => ({
  resource: 'zbvAccounts',
  format: 'csv',
  title: 'ZBV-Konten',
  filter: {},
  sort: { field: 'id', order: 'ASC' },
  columns: [{ field: 'username', label: 'Benutzername', kind: 'text' }],
  timeZone: 'Europe/Berlin',
  ...changes,
});
