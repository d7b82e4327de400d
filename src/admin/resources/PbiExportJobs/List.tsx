import Typography from '@mui/material/Typography';
import { exportTexts } from '@shared/texts';
import { ResourceGrid } from '../../grid/ResourceGrid';
import { pickColumns } from '../schemaColumns';

const columns = pickColumns('pbiExportJobs', [
  'exportId',
  'status',
  'scheduledFor',
  'startedAt',
  'finishedAt',
  'attempt',
  'error',
]);

/** Every export run, newest slot first; read-only, a row opens it (and its retry when it failed). */
export function PbiExportJobList() {
  return (
    <ResourceGrid
      columns={columns}
      defaultSort={{ field: 'scheduledFor', order: 'DESC' }}
      rowClick="show"
      canCreate={false}
      canDelete={false}
      intro={<Typography sx={{ mb: 2, maxWidth: 720 }}>{exportTexts.admin.jobsIntro}</Typography>}
    />
  );
}
