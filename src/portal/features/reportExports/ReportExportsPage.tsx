import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { alertMessage } from '@shared/api';
import type { OwnExport } from '@shared/portalApi';
import { portalRoutes, reportPath } from '@shared/routes';
import { exportTexts, portalTexts } from '@shared/texts';
import { Notification } from '@shared/ui/kit/Notification';
import { OwnRecordsPage } from '../ownRecords/OwnRecordsPage';
import { downloadExportFile } from './api/downloadExportFile';
import { useOwnExports } from './api/getOwnExports';
import { formatFileSize, formatGermanDate, formatGermanDateTime } from './germanFormats';

const labels = portalTexts.exports;
const own = exportTexts.portal;
const chipColor = { queued: 'default', running: 'info', succeeded: 'success', failed: 'error' } as const;

function DownloadButton({ file }: { file: OwnExport['files'][number] }) {
  const [error, setError] = useState<unknown>(null);
  const download = () => {
    setError(null);
    downloadExportFile(file.id, file.fileName).catch(setError);
  };
  return (
    <>
      <Button
        size="small"
        variant="text"
        startIcon={<DownloadIcon />}
        aria-label={own.download(file.fileName)}
        onClick={download}
        sx={{ textTransform: 'none', overflowWrap: 'anywhere', textAlign: 'left', p: 0, minWidth: 0 }}
      >
        {file.fileName}
      </Button>
      {error !== null && <Notification severity="error" message={alertMessage(own.downloadFailed, error)} />}
    </>
  );
}

function LastJob({ job }: { job: OwnExport['lastJob'] }) {
  if (!job) return <Typography variant="body2">{`${own.lastRun}: ${own.noRun}`}</Typography>;
  return (
    <Typography
      variant="body2"
      component="div"
      sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
    >
      {`${own.lastRun} (${formatGermanDateTime(job.scheduledFor)}):`}
      <Chip size="small" variant="outlined" color={chipColor[job.status]} label={exportTexts.statuses[job.status]} />
      {job.error && <span>{job.error}</span>}
    </Typography>
  );
}

function ExportItem({ pbiExport }: { pbiExport: OwnExport }) {
  const { reportId, moduleId, reportName } = pbiExport;
  return (
    <>
      <Typography variant="h2" sx={{ fontSize: '1.125rem' }}>
        {pbiExport.name}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {[
          labels.createdAt(formatGermanDate(pbiExport.createdAt)),
          pbiExport.templateName && `${labels.template}: ${pbiExport.templateName}`,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
      {reportName && (
        <Typography variant="body2">
          {`${labels.report}: `}
          {reportId !== null && moduleId !== null ? (
            <Link component={RouterLink} to={reportPath(moduleId, reportId)}>
              {reportName}
            </Link>
          ) : (
            reportName
          )}
        </Typography>
      )}
      <LastJob job={pbiExport.lastJob} />
      <Typography variant="h3" sx={{ fontSize: '1rem', mt: 1 }}>
        {labels.files}
      </Typography>
      {pbiExport.files.length === 0 ? (
        <Typography variant="body2">{labels.noFiles}</Typography>
      ) : (
        <List dense disablePadding>
          {pbiExport.files.map((file) => (
            <ListItem key={file.id} disableGutters sx={{ display: 'block' }}>
              <DownloadButton file={file} />
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {labels.fileLine(file.format, formatFileSize(file.size), formatGermanDate(file.createdAt))}
              </Typography>
            </ListItem>
          ))}
        </List>
      )}
    </>
  );
}

/** Exporte: the user's own report exports and their files (spec: links only). */
export default function ReportExportsPage() {
  return (
    <OwnRecordsPage
      title={portalRoutes.reportExports.title}
      texts={labels}
      records={useOwnExports()}
      renderRecord={(pbiExport) => <ExportItem pbiExport={pbiExport} />}
    />
  );
}
