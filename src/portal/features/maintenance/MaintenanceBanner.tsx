import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import { useSessionState } from '@shared/auth/sessionState';
import { portalTexts } from '@shared/texts';
import { useMaintenanceStatus } from './api/getMaintenanceStatus';
import { useMaintenanceMessage } from './maintenanceMessage';

/** Only administrators see it, and only while maintenance is on (docs/requirements/behaviour.md). */
export function MaintenanceBanner() {
  const { data } = useMaintenanceStatus();
  const { isAdmin } = useSessionState();
  const message = useMaintenanceMessage();
  if (!isAdmin || !data?.enabled) return null;
  return (
    <Alert severity="warning" role="status">
      <AlertTitle>{portalTexts.maintenance.bannerTitle}</AlertTitle>
      <Typography variant="body2">{message}</Typography>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {portalTexts.maintenance.bannerAdminHint}
      </Typography>
    </Alert>
  );
}
