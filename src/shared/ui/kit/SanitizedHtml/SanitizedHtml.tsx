import type { SxProps, Theme } from '@mui/material/styles';
import { useMemo } from 'react';
import { HtmlContent } from './HtmlContent';
import { sanitizeHtml } from './sanitizeHtml';

export interface SanitizedHtmlProps {
  html: string;
  id?: string;
  sx?: SxProps<Theme>;
}

/** Renders server HTML after sanitising it; links take the surrounding text colour, so contrast holds. */
export function SanitizedHtml({ html, ...props }: SanitizedHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <HtmlContent clean={clean} {...props} />;
}
