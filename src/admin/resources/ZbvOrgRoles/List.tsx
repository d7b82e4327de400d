import { ResourceGrid } from '../../grid/ResourceGrid';
import { pickColumns } from '../schemaColumns';

const columns = pickColumns('zbvOrgRoles', ['zbvRole', 'orgId', 'moduleId']);

export function ZbvOrgRoleList() {
  return <ResourceGrid columns={columns} defaultSort={{ field: 'zbvRole', order: 'ASC' }} />;
}
