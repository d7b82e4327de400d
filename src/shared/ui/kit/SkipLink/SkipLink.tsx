import Box from '@mui/material/Box';
import type { MouseEvent } from 'react';
import { uiTexts } from '@shared/texts/ui';
import { MAIN_CONTENT_ID } from '../../skipLink';

/**
 * The first tab stop of a page, shown when focused: a real link to the content, which carries `tabIndex={-1}`, so
 * following it moves the focus there and the next Tab goes on from the content (not from `<body>`). With scripts it
 * focuses the content without adding `#inhalt` to the history: else 'Zurück' would first only undo the jump, and
 * coming back to that entry would pull the focus from the page's heading to the content. A plain anchor, not MUI's
 * Link: that one costs the back office's first load 3 kB for an underline nobody sees.
 */
export function SkipLink() {
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        const content = document.getElementById(MAIN_CONTENT_ID);
        if (!content) return;
        event.preventDefault();
        content.focus();
      }}
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        p: 1,
        bgcolor: 'background.paper',
        color: 'text.primary',
        '&:focus': { top: 8 },
      }}
    >
      {uiTexts.skipToContent}
    </Box>
  );
}
