import { ResourceGrid } from '../../grid/ResourceGrid';
import { pickColumns } from '../schemaColumns';

const columns = pickColumns('zbvUserModules', ['accountId', 'moduleId']);

export function ZbvUserModuleList() {
  return <ResourceGrid columns={columns} />;
}
