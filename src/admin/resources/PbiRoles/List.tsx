import { ResourceGrid } from '../../grid/ResourceGrid';
import { pickColumns } from '../schemaColumns';

const columns = pickColumns('pbiRoles', ['name', 'description']);

export function PbiRoleList() {
  return <ResourceGrid columns={columns} />;
}
