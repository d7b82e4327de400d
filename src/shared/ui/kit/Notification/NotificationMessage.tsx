import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { NotificationLink } from './types';

interface NotificationMessageProps {
  message: string;
  link?: NotificationLink;
  id?: string;
}

/** Plain-text message (React escapes it, never HTML) whose line breaks are kept. */
export const NotificationMessage = ({ message, link, id }: NotificationMessageProps) => (
  <>
    <Typography id={id} variant="body1" sx={{ whiteSpace: 'pre-line' }}>
      {message}
    </Typography>
    {link && (
      <Link href={link.href} variant="body1" sx={{ display: 'inline-block', mt: 1 }}>
        {link.name}
      </Link>
    )}
  </>
);
