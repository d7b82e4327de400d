import { ResourceGrid } from '../../grid/ResourceGrid';
import { pickColumns } from '../schemaColumns';

const columns = pickColumns('exportJobs', ['name', 'status', 'startedAt', 'finishedAt', 'records', 'message']);

/** The runs of the export and import jobs (e.g. every ZBV synchronisation); read-only. */
export function ExportJobList() {
  return (
    <ResourceGrid
      columns={columns}
      defaultSort={{ field: 'startedAt', order: 'DESC' }}
      rowClick={false}
      canCreate={false}
      canDelete={false}
    />
  );
}
