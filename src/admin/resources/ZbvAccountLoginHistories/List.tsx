import { ResourceGrid } from '../../grid/ResourceGrid';
import { pickColumns } from '../schemaColumns';

const columns = pickColumns('zbvAccountLoginHistories', ['accountId', 'loginAt', 'source']);

/** Filled by every sign-in; read-only. */
export function ZbvAccountLoginHistoryList() {
  return (
    <ResourceGrid
      columns={columns}
      defaultSort={{ field: 'loginAt', order: 'DESC' }}
      rowClick={false}
      canCreate={false}
      canDelete={false}
    />
  );
}
