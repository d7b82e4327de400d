import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { lazy } from 'react';
import { useSidebarState } from 'react-admin';
import { adminShellTexts } from '@shared/texts';
import { MountWhenOpened } from '@shared/ui/kit/MountWhenOpened';
import { AdminMenu } from './AdminMenu';

const MobileMenuDrawer = lazy(() => import('./MobileMenuDrawer').then((m) => ({ default: m.MobileMenuDrawer })));

/** The dense app bar's height: the menu stays in view below it as the page scrolls. */
const APP_BAR_PX = 48;

const isPhone = (theme: Theme) => theme.breakpoints.down('sm');

/**
 * The menu beside the page; the app bar's toggle narrows it to its icons. On a phone it is a drawer over the page
 * instead, loaded with its first opening (MUI's modal drawer is not part of the first load).
 */
export function AdminSidebar() {
  const phone = useMediaQuery(isPhone, { noSsr: true });
  const [open, setOpen] = useSidebarState();
  if (phone) {
    return (
      <MountWhenOpened open={open}>
        <MobileMenuDrawer open={open} onClose={() => setOpen(false)} />
      </MountWhenOpened>
    );
  }
  return (
    <Box
      component="nav"
      aria-label={adminShellTexts.menu.navigation}
      sx={{
        position: 'sticky',
        top: APP_BAR_PX,
        alignSelf: 'flex-start',
        flexShrink: 0,
        maxHeight: `calc(100vh - ${APP_BAR_PX}px)`,
        overflowX: 'hidden',
        overflowY: 'auto',
        scrollbarWidth: 'none',
      }}
    >
      <AdminMenu />
    </Box>
  );
}
