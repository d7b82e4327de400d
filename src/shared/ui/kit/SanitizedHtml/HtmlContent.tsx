import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

export interface HtmlContentProps {
  /** Already sanitised HTML. */
  clean: string;
  id?: string;
  sx?: SxProps<Theme>;
}

/** Shows sanitised HTML; links take the surrounding text colour, so contrast holds. */
export function HtmlContent({ clean, id, sx }: HtmlContentProps) {
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
