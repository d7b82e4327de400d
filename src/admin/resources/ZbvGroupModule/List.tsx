import { ResourceGrid } from '../../grid/ResourceGrid';
import { pickColumns } from '../schemaColumns';

const columns = pickColumns('zbvGroupModules', ['groupId', 'moduleId']);

export function ZbvGroupModuleList() {
  return <ResourceGrid columns={columns} />;
}
