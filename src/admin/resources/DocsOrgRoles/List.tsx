import { ResourceGrid } from '../../grid/ResourceGrid';
import { pickColumns } from '../schemaColumns';

const columns = pickColumns('docsOrgRoles', ['pageId', 'zbvRole']);

export function DocsOrgRoleList() {
  return <ResourceGrid columns={columns} defaultSort={{ field: 'pageId', order: 'ASC' }} />;
}
