import Box from '@mui/material/Box';
import { lazy, useRef } from 'react';
import { Layout, type LayoutProps } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { useSessionMonitor } from '@shared/auth/useSessionMonitor';
import { MountWhenOpened } from '@shared/ui/kit/MountWhenOpened';
import { SkipLink } from '@shared/ui/kit/SkipLink';
import { MAIN_CONTENT_ID } from '@shared/ui/skipLink';
import { useFocusHeadingAfterNavigation } from '@shared/ui/useFocusHeadingAfterNavigation';
import { AdminAppBar } from './AdminAppBar';
import { AdminMenu } from './AdminMenu';

const SessionExpiredDialog = lazy(() =>
  import('@shared/auth/SessionExpiredDialog').then((m) => ({ default: m.SessionExpiredDialog })),
);

/**
 * react-admin's layout grows to its widest content (`min-width: fit-content`), so a grouped grid widened the whole
 * page: the layout keeps the window's width and a wide grid scrolls inside its own container.
 */
const contentKeepsWindowWidth = { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } };
/**
 * react-admin's own skip button focuses its content and blurs it again at once, dropping the focus to `<body>`:
 * our skip link (before it) jumps over app bar and menu to the page itself.
 */
const withoutReactAdminSkipButton = { '& > .skip-nav-button': { display: 'none' } };

export function AdminLayout({ children, ...props }: LayoutProps) {
  const { expired, renew } = useSessionMonitor('admin');
  const content = useRef<HTMLDivElement>(null);
  useFocusHeadingAfterNavigation(content, useLocation().pathname);
  return (
    <>
      <SkipLink />
      <Layout
        {...props}
        sx={{ ...contentKeepsWindowWidth, ...withoutReactAdminSkipButton }}
        menu={AdminMenu}
        appBar={AdminAppBar}
      >
        <Box ref={content} id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ outline: 'none' }}>
          {children}
        </Box>
        <MountWhenOpened open={expired}>
          <SessionExpiredDialog open={expired} onRenew={renew} />
        </MountWhenOpened>
      </Layout>
    </>
  );
}
