import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useSessionState } from '@shared/auth/sessionState';
import { portalRoutes } from '@shared/routes';
import { usePageTitle } from '../settings/usePageTitle';
import { UserDetailsList } from './UserDetailsList';

/** Benutzerdaten: what the portal knows about the signed-in user. */
export default function ProfilePage() {
  const { userData } = useSessionState();
  usePageTitle(portalRoutes.profile.title);
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h1" gutterBottom>
        {portalRoutes.profile.title}
      </Typography>
      {userData && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <UserDetailsList user={userData} full />
        </Paper>
      )}
    </Container>
  );
}
