import Box from '@mui/material/Box';
import { lazy, Suspense, useRef } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Loading, type LayoutProps } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { useSessionMonitor } from '@shared/auth/useSessionMonitor';
import { MountWhenOpened } from '@shared/ui/kit/MountWhenOpened';
import { SkipLink } from '@shared/ui/kit/SkipLink';
import { MAIN_CONTENT_ID } from '@shared/ui/skipLink';
import { useFocusHeadingAfterNavigation } from '@shared/ui/useFocusHeadingAfterNavigation';
import { AdminAppBar } from './AdminAppBar';
import { AdminSidebar } from './AdminSidebar';
import { LazyErrorPage } from './lazyPages';

const SessionExpiredDialog = lazy(() =>
  import('@shared/auth/SessionExpiredDialog').then((m) => ({ default: m.SessionExpiredDialog })),
);

/**
 * The back office's frame: app bar, the menu beside the page, the page in an error boundary. Our own rather than
 * react-admin's `Layout` (decision 160), whose app bar, sidebar and menu brought tooltips, popper, drawer, modal
 * and keyboard-shortcut code into the first load that the first screen never shows. A wide page (a grouped grid)
 * scrolls inside its own container instead of widening the frame.
 */
export function AdminLayout({ children }: LayoutProps) {
  const { expired, renew } = useSessionMonitor('admin');
  const content = useRef<HTMLDivElement>(null);
  useFocusHeadingAfterNavigation(content, useLocation().pathname);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh', bgcolor: 'background.default' }}>
      <SkipLink />
      <AdminAppBar />
      <Box sx={{ display: 'flex', flexGrow: 1 }}>
        <AdminSidebar />
        <Box
          component="main"
          ref={content}
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          sx={{
            flexGrow: 1,
            flexBasis: 0,
            minWidth: 0,
            px: 1,
            outline: 'none',
            display: 'flex',
            flexDirection: 'column',
          }}
        >
          <ErrorBoundary fallbackRender={(props) => <LazyErrorPage {...props} />}>
            <Suspense fallback={<Loading />}>{children}</Suspense>
          </ErrorBoundary>
        </Box>
      </Box>
      <MountWhenOpened open={expired}>
        <SessionExpiredDialog open={expired} onRenew={renew} />
      </MountWhenOpened>
    </Box>
  );
}
