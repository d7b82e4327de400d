import { ResourceGrid } from '../../grid/ResourceGrid';
import { pickColumns } from '../schemaColumns';

const columns = pickColumns('pbiAccounts', ['displayname', 'key', 'sortPriority', 'kind', 'workspaceId']);

export function PbiAccountList() {
  return <ResourceGrid columns={columns} />;
}
