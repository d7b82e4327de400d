import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { texts } from '@shared/texts';
import { PageHeading } from './PageHeading';

interface AdminPageProps {
  title: string;
  message?: string;
}

export function AdminPage({ title, message = texts.admin.placeholder }: AdminPageProps) {
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <PageHeading title={title} />
        <Typography>{message}</Typography>
      </CardContent>
    </Card>
  );
}
