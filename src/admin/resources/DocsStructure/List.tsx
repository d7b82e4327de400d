import { ResourceGrid } from '../../grid/ResourceGrid';
import { pickColumns } from '../schemaColumns';

const columns = pickColumns('manualPages', ['id', 'title', 'parentId', 'position', 'hidden', 'updatedAt']);

/** Which pages appear (hidden) and in what order below their parent (position); content comes from Confluence. */
export function DocsStructureList() {
  return <ResourceGrid columns={columns} defaultSort={{ field: 'id', order: 'ASC' }} />;
}
