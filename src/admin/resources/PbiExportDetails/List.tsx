import Typography from '@mui/material/Typography';
import { exportTexts } from '@shared/texts';
import { ResourceGrid } from '../../grid/ResourceGrid';
import { pickColumns } from '../schemaColumns';

const columns = pickColumns('pbiExportDetails', ['fileName', 'exportId', 'jobId', 'format', 'size', 'createdAt']);

/** The files the runs wrote; read-only here, since only the export's owner may download them (in the portal). */
export function PbiExportDetailList() {
  return (
    <ResourceGrid
      columns={columns}
      defaultSort={{ field: 'createdAt', order: 'DESC' }}
      rowClick={false}
      canCreate={false}
      canDelete={false}
      intro={<Typography sx={{ mb: 2, maxWidth: 720 }}>{exportTexts.admin.detailsIntro}</Typography>}
    />
  );
}
