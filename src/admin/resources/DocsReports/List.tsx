import { ResourceGrid } from '../../grid/ResourceGrid';
import { pickColumns } from '../schemaColumns';

const columns = pickColumns('docsReports', ['pageId', 'reportId']);

export function DocsReportList() {
  return <ResourceGrid columns={columns} defaultSort={{ field: 'pageId', order: 'ASC' }} />;
}
