import { ResourceGrid } from '../../grid/ResourceGrid';
import { pickColumns } from '../schemaColumns';

const columns = pickColumns('groups', ['name', 'description']);

export function GroupList() {
  return <ResourceGrid columns={columns} defaultSort={{ field: 'name', order: 'ASC' }} />;
}
