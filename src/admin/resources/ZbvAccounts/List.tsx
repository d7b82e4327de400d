import { activeMassChanges } from '../../grid/activeMassChanges';
import { ResourceGrid } from '../../grid/ResourceGrid';
import { pickColumns } from '../schemaColumns';

const columns = pickColumns('zbvAccounts', [
  'username',
  'firstName',
  'lastName',
  'email',
  'orgId',
  'roles',
  'zbvRoles',
  'active',
]);

export function ZbvAccountList() {
  return (
    <ResourceGrid columns={columns} defaultSort={{ field: 'username', order: 'ASC' }} massChanges={activeMassChanges} />
  );
}
