import { ResourceGrid } from '../../grid/ResourceGrid';
import { pickColumns } from '../schemaColumns';

const columns = pickColumns('groupUserRelations', ['groupId', 'accountId']);

export function GroupUserRelationList() {
  return <ResourceGrid columns={columns} />;
}
