import { ResourceGrid } from '../../grid/ResourceGrid';
import { pickColumns } from '../schemaColumns';

const columns = pickColumns(
  'pbiReports',
  ['name', 'groupName', 'reportKey', 'longId', 'pages', 'confluencePageId', 'pbiAccountIds', 'powerBiReportId'],
  { pbiAccountIds: { hidden: true }, powerBiReportId: { hidden: true } },
);

/** The reports with their pages, keys, long ids and manual page; a row opens the report's form. */
export function PbiReportList() {
  return <ResourceGrid columns={columns} defaultSort={{ field: 'name', order: 'ASC' }} />;
}
