import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useSessionState } from '@shared/auth/sessionState';
import { portalRoutes } from '@shared/routes';
import { portalTexts, texts } from '@shared/texts';
import { useShellDialogs } from '../dialogs/shellDialogsContext';
import { UserDetailsList } from '../profile/UserDetailsList';
import { usePageTitle } from '../settings/usePageTitle';

const labels = portalTexts.error;

/**
 * /error: with the query parameters module and report a report failed to load; otherwise the page does not
 * exist or the user may not open it. Either way the user's details help the support.
 */
export default function ErrorPage() {
  const [params] = useSearchParams();
  const { userData } = useSessionState();
  const openDialog = useShellDialogs();
  usePageTitle(portalRoutes.error.title);
  const moduleId = params.get('module');
  const reportId = params.get('report');
  const isReportProblem = moduleId !== null && reportId !== null;
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h1" gutterBottom>
        {portalRoutes.error.title}
      </Typography>
      <Stack spacing={2}>
        {isReportProblem ? (
          <Alert severity="error" role="status">
            <Typography sx={{ fontWeight: 600 }}>{labels.reportProblem}</Typography>
            <Typography variant="body2">{labels.supportHint}</Typography>
            <Typography variant="body2">{labels.reportReference(moduleId, reportId)}</Typography>
          </Alert>
        ) : (
          <Alert severity="warning" role="status">
            {texts.portal.notFound}
          </Alert>
        )}
        {userData && (
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography variant="h2" gutterBottom>
              {labels.userHeading}
            </Typography>
            <UserDetailsList user={userData} />
          </Paper>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button variant="contained" component={RouterLink} to={portalRoutes.dashboard.pattern}>
            {labels.backHome}
          </Button>
          {isReportProblem && (
            <Button variant="outlined" onClick={() => openDialog('support')}>
              {labels.openSupport}
            </Button>
          )}
        </Stack>
      </Stack>
    </Container>
  );
}
