import type { GridExportRequest } from '@shared/gridExport/gridExportApi';

/**
 * An export's list as the data API's list call puts it (`sort` and `filter` as JSON text), so the same translation
 * with the same refusals reads it (`listRequestOf`, `parseListRequest`); an export has no range.
 */
export const listInputOf = ({ filter, sort }: GridExportRequest): Record<string, unknown> => ({
  sort: JSON.stringify([sort.field, sort.order]),
  filter: JSON.stringify(filter),
});
