import Typography from '@mui/material/Typography';
import { Title } from 'react-admin';

/** The page's title in react-admin's app bar and as the one h1 of the page. */
export function PageHeading({ title }: { title: string }) {
  return (
    <>
      <Title title={title} />
      <Typography variant="h1" gutterBottom>
        {title}
      </Typography>
    </>
  );
}
