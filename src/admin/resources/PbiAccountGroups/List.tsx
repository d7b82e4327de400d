import { ResourceGrid } from '../../grid/ResourceGrid';
import { pickColumns } from '../schemaColumns';

const columns = pickColumns('pbiAccountGroups', ['name', 'pbiAccountIds']);

export function PbiAccountGroupList() {
  return <ResourceGrid columns={columns} />;
}
