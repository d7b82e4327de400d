import Typography from '@mui/material/Typography';
import { exportTexts } from '@shared/texts';
import { ResourceGrid } from '../../grid/ResourceGrid';
import { pickColumns } from '../schemaColumns';

const columns = pickColumns('pbiExportSchedules', ['exportId', 'cron', 'timezone', 'active', 'lastRunAt']);

export function PbiExportScheduleList() {
  return (
    <ResourceGrid
      columns={columns}
      intro={<Typography sx={{ mb: 2, maxWidth: 720 }}>{exportTexts.admin.schedulingIntro}</Typography>}
    />
  );
}
