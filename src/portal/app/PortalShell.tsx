import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { lazy, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useMaintenanceStatus } from '../features/maintenance/api/getMaintenanceStatus';
import { MaintenanceBanner } from '../features/maintenance/MaintenanceBanner';
import { useUserNotifications } from '../features/notifications/api/getNotifications';
import { useMaintenanceRedirect } from '../features/maintenance/useMaintenanceRedirect';
import { UserNotifications } from '../features/notifications/UserNotifications';
import { useCanonicalOriginRedirect } from '../features/settings/useCanonicalOriginRedirect';
import { useThemePreferenceSync } from '../features/theme/useThemePreference';
import { useWorkflows } from '../features/workflows/api/getWorkflows';
import { AppFooter } from './AppFooter';
import { AppHeader } from './AppHeader';
import { MountWhenOpened } from '@shared/ui/kit/MountWhenOpened';
import { MAIN_CONTENT_ID } from '@shared/ui/skipLink';
import { useFocusHeadingAfterNavigation } from '@shared/ui/useFocusHeadingAfterNavigation';

const MenuDrawer = lazy(() => import('../features/menu/MenuDrawer').then((m) => ({ default: m.MenuDrawer })));

const settled = (query: { isPending: boolean; failureCount: number }) => !query.isPending || query.failureCount > 0;

/**
 * The banner and the notifications sit above the page. Until their data is in (or failed once), the page is laid
 * out but not shown, so they do not push it down when they arrive (a layout shift Lighthouse counts).
 */
function useTopSettled(): boolean {
  const notifications = useUserNotifications();
  const maintenance = useMaintenanceStatus();
  return settled(notifications) && settled(maintenance);
}

/** Header, menu, maintenance banner, notifications, the page and the footer of a signed-in user. */
export function PortalShell({ children }: { children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  useCanonicalOriginRedirect();
  useMaintenanceRedirect();
  useThemePreferenceSync();
  useWorkflows(); // the menu lists them: fetched with the page, as before the menu was loaded on first opening
  const topSettled = useTopSettled();
  const main = useRef<HTMLElement>(null);
  const { pathname, search } = useLocation();
  useFocusHeadingAfterNavigation(main, pathname + search);
  return (
    <Stack sx={{ minHeight: '100vh' }}>
      <AppHeader menuOpen={menuOpen} onOpenMenu={() => setMenuOpen(true)} />
      <MountWhenOpened open={menuOpen}>
        <MenuDrawer open={menuOpen} onClose={() => setMenuOpen(false)} />
      </MountWhenOpened>
      <Stack component="main" ref={main} id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
        <Container
          maxWidth="lg"
          sx={{ pt: 2, display: 'flex', flexDirection: 'column', gap: 1, '&:empty': { display: 'none' } }}
        >
          <MaintenanceBanner />
          <UserNotifications />
        </Container>
        <Box sx={{ display: 'contents', visibility: topSettled ? 'visible' : 'hidden' }}>{children}</Box>
      </Stack>
      <AppFooter />
    </Stack>
  );
}
