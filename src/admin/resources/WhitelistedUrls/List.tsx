import { ResourceGrid } from '../../grid/ResourceGrid';
import { pickColumns } from '../schemaColumns';

const columns = pickColumns('whitelistedUrls', ['pattern', 'description']);

export function WhitelistedUrlList() {
  return <ResourceGrid columns={columns} defaultSort={{ field: 'pattern', order: 'ASC' }} />;
}
