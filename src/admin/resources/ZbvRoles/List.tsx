import { ResourceGrid } from '../../grid/ResourceGrid';
import { pickColumns } from '../schemaColumns';

const columns = pickColumns('zbvRoles', ['code', 'name', 'description']);

export function ZbvRoleList() {
  return <ResourceGrid columns={columns} defaultSort={{ field: 'code', order: 'ASC' }} />;
}
