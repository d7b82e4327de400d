import { ResourceGrid } from '../../grid/ResourceGrid';
import { pickColumns } from '../schemaColumns';

const columns = pickColumns('pbiExports', ['name', 'templateId', 'accountId', 'createdAt']);

export function PbiExportList() {
  return <ResourceGrid columns={columns} defaultSort={{ field: 'createdAt', order: 'DESC' }} />;
}
