import { ResourceGrid } from '../../grid/ResourceGrid';
import { pickColumns } from '../schemaColumns';

const columns = pickColumns('pbiReportFilters', ['reportId', 'name', 'table', 'column', 'values']);

export function PbiReportFilterList() {
  return <ResourceGrid columns={columns} />;
}
