import { ResourceGrid } from '../../grid/ResourceGrid';
import { auditColumns } from './auditColumns';

/** Every change made through the back office, newest first; read-only. */
export function AuditLogList() {
  return (
    <ResourceGrid
      columns={auditColumns}
      defaultSort={{ field: 'at', order: 'DESC' }}
      rowClick="show"
      canCreate={false}
      canDelete={false}
    />
  );
}
