import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { adminTexts } from '@shared/texts';
import { SanitizedHtml } from '@shared/ui/kit/SanitizedHtml';

/** The HTML of a form field as users will see it: sanitised exactly like the portal does, updated as you type. */
export function HtmlPreview({ source, title }: { source: string; title?: string }) {
  const html: unknown = useWatch({ name: source });
  const headingId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2, my: 1, width: '100%' }}>
      <Typography id={headingId} variant="subtitle2" component="h3" gutterBottom>
        {title ?? adminTexts.notifications.preview}
      </Typography>
      <SanitizedHtml html={typeof html === 'string' ? html : ''} />
    </Paper>
  );
}
