import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useMemo } from 'react';
import { sanitizeHtml } from './sanitizeHtml';

export interface SanitizedHtmlProps {
  html: string;
  id?: string;
  sx?: SxProps<Theme>;
}

/** Renders server HTML after sanitising it; links take the surrounding text colour, so contrast holds. */
export function SanitizedHtml({ html, id, sx }: SanitizedHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <Box
      id={id}
      sx={[
        { '& a': { color: 'inherit', textDecoration: 'underline' }, '& p': { my: 0.5 }, '& ul': { my: 0.5, pl: 3 } },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
