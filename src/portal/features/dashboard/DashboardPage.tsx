import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useSessionState } from '../../../shared/auth/sessionState';
import { texts } from '../../../shared/texts';
import { usePageTitle } from '../settings/usePageTitle';

/** The dashboard; its module grid comes with the dashboard issue. */
export function DashboardPage() {
  const { userData } = useSessionState();
  usePageTitle();
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h1" gutterBottom>
        {texts.session.greeting(userData?.name || userData?.username || '')}
      </Typography>
      <Typography>{texts.portal.placeholder}</Typography>
    </Container>
  );
}
