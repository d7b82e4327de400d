import { ResourceGrid } from '../../grid/ResourceGrid';
import { pickColumns } from '../schemaColumns';

const columns = pickColumns('pbiRelationGroupAccounts', ['pbiAccountGroupId', 'accountId']);

export function PbiRelationGroupAccountList() {
  return <ResourceGrid columns={columns} />;
}
