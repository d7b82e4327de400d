import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Title } from 'react-admin';
import { texts } from '../../shared/texts';

interface AdminPageProps {
  title: string;
  message?: string;
}

export function AdminPage({ title, message = texts.admin.placeholder }: AdminPageProps) {
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent>
        <Typography variant="h1" gutterBottom>
          {title}
        </Typography>
        <Typography>{message}</Typography>
      </CardContent>
    </Card>
  );
}
