import { ResourceGrid } from '../../grid/ResourceGrid';
import { pickColumns } from '../schemaColumns';

const columns = pickColumns('pbiExportTemplates', ['name', 'reportId', 'format', 'pageNames']);

export function PbiExportTemplateList() {
  return <ResourceGrid columns={columns} />;
}
