import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { portalRoutes } from '@shared/routes';
import { usePageTitle } from '../settings/usePageTitle';
import { useMaintenanceMessage } from './maintenanceMessage';

export default function MaintenancePage() {
  const message = useMaintenanceMessage();
  usePageTitle(portalRoutes.maintenance.title);
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h1" gutterBottom>
        {portalRoutes.maintenance.title}
      </Typography>
      <Alert severity="info" role="status">
        <Typography sx={{ whiteSpace: 'pre-line' }}>{message}</Typography>
      </Alert>
    </Container>
  );
}
