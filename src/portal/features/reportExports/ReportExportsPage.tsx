import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { alertMessage } from '../../../shared/api';
import type { OwnExport } from '../../../shared/portalApi';
import { portalRoutes, reportPath } from '../../../shared/routes';
import { portalTexts } from '../../../shared/texts';
import { LoadingIndicator } from '../../../shared/ui/kit/LoadingIndicator';
import { Notification } from '../../../shared/ui/kit/Notification';
import { usePageTitle } from '../settings/usePageTitle';
import { useOwnExports } from './api/getOwnExports';
import { formatFileSize, formatGermanDate } from './germanFormats';

const labels = portalTexts.exports;

function ExportItem({ pbiExport }: { pbiExport: OwnExport }) {
  const { reportId, moduleId, reportName } = pbiExport;
  return (
    <ListItem divider sx={{ display: 'block', py: 1.5 }}>
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
      <Typography variant="h3" sx={{ fontSize: '1rem', mt: 1 }}>
        {labels.files}
      </Typography>
      {pbiExport.files.length === 0 ? (
        <Typography variant="body2">{labels.noFiles}</Typography>
      ) : (
        <List dense disablePadding>
          {pbiExport.files.map((file) => (
            <ListItem key={file.id} disableGutters sx={{ display: 'block' }}>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {file.fileName}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {labels.fileLine(file.format, formatFileSize(file.size), formatGermanDate(file.createdAt))}
              </Typography>
            </ListItem>
          ))}
        </List>
      )}
    </ListItem>
  );
}

/** Exporte: the user's own report exports and their files (spec: links only). */
export default function ReportExportsPage() {
  const { data, error, isPending } = useOwnExports();
  usePageTitle(portalRoutes.reportExports.title);
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h1" gutterBottom>
        {portalRoutes.reportExports.title}
      </Typography>
      <Typography gutterBottom>{labels.intro}</Typography>
      {isPending && <LoadingIndicator />}
      {error && <Notification severity="error" message={alertMessage(labels.loadError, error)} />}
      {data?.length === 0 && <Typography>{labels.empty}</Typography>}
      {data && data.length > 0 && (
        <Paper variant="outlined">
          <List disablePadding>
            {data.map((pbiExport) => (
              <ExportItem key={pbiExport.id} pbiExport={pbiExport} />
            ))}
          </List>
        </Paper>
      )}
    </Container>
  );
}
