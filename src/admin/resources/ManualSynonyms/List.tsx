import { ResourceGrid } from '../../grid/ResourceGrid';
import { pickColumns } from '../schemaColumns';

const columns = pickColumns('manualSynonyms', ['words']);

export function ManualSynonymList() {
  return <ResourceGrid columns={columns} defaultSort={{ field: 'words', order: 'ASC' }} />;
}
