import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { texts } from '../../shared/texts';
import { usePageTitle } from '../features/settings/usePageTitle';

interface PlaceholderPageProps {
  title: string;
  message?: string;
}

/** Screens that later issues fill show their German title until then. */
export function PlaceholderPage({ title, message = texts.portal.placeholder }: PlaceholderPageProps) {
  usePageTitle(title);
  return (
    <Container sx={{ py: 4 }}>
      <Typography variant="h1" gutterBottom>
        {title}
      </Typography>
      <Typography>{message}</Typography>
    </Container>
  );
}
