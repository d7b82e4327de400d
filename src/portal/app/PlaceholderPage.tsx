import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { texts } from '../../shared/texts';

interface PlaceholderPageProps {
  title: string;
  message?: string;
}

export function PlaceholderPage({ title, message = texts.portal.placeholder }: PlaceholderPageProps) {
  useEffect(() => {
    document.title = `${title} – ${texts.productNameDefault}`;
  }, [title]);
  return (
    <Container component="main" sx={{ py: 4 }}>
      <Typography variant="h1" gutterBottom>
        {title}
      </Typography>
      <Typography>{message}</Typography>
    </Container>
  );
}
