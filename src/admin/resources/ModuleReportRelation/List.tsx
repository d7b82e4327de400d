import { ResourceGrid } from '../../grid/ResourceGrid';
import { pickColumns } from '../schemaColumns';

const columns = pickColumns('moduleReportRelations', ['moduleId', 'reportId']);

export function ModuleReportRelationList() {
  return <ResourceGrid columns={columns} />;
}
