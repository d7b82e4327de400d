import HomeIcon from '@mui/icons-material/Home';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { TitlePortal, useSidebarState } from 'react-admin';
import { adminShellTexts, texts } from '@shared/texts';
import { ThemePreferenceButton } from '../theme/ThemePreferenceButton';
import { ThemePreferenceSync } from '../theme/ThemePreferenceSync';
import { AdminLoadingIndicator } from './AdminLoadingIndicator';
import { AdminUserMenu } from './AdminUserMenu';

function SidebarToggle() {
  const [open, setOpen] = useSidebarState();
  const label = open ? adminShellTexts.menu.close : adminShellTexts.menu.open;
  return (
    <IconButton color="inherit" aria-label={label} title={label} aria-expanded={open} onClick={() => setOpen(!open)}>
      <MenuIcon />
    </IconButton>
  );
}

/** The app bar: menu toggle, the page's title (react-admin's `Title` fills it), portal link, theme, reload, user. */
export function AdminAppBar() {
  return (
    <AppBar position="sticky" color="secondary">
      <Toolbar variant="dense" disableGutters sx={{ px: 1, gap: 0.5 }}>
        <SidebarToggle />
        <TitlePortal />
        <Button color="inherit" href="/" startIcon={<HomeIcon />}>
          {texts.admin.toPortal}
        </Button>
        <ThemePreferenceSync />
        <ThemePreferenceButton />
        <AdminLoadingIndicator />
        <AdminUserMenu />
      </Toolbar>
    </AppBar>
  );
}
