import HomeIcon from '@mui/icons-material/Home';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { AppBar, Logout, UserMenu, useGetIdentity } from 'react-admin';
import { texts } from '@shared/texts';
import { ThemePreferenceButton } from '../theme/ThemePreferenceButton';
import { AdminLoadingIndicator } from './AdminLoadingIndicator';
import { ThemePreferenceSync } from '../theme/ThemePreferenceSync';

/** The user menu's accessible name starts with the visible name, so speech input can address it. */
function AdminUserMenu() {
  const { identity } = useGetIdentity();
  return (
    <UserMenu label={identity?.fullName ? texts.admin.userMenuOf(identity.fullName) : texts.admin.userMenu}>
      {/* The portal is the other entry: a full page load, not a route of this one. */}
      <MenuItem component="a" href="/">
        <ListItemIcon>
          <HomeIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{texts.admin.toPortal}</ListItemText>
      </MenuItem>
      <Logout />
    </UserMenu>
  );
}

function AdminToolbar() {
  return (
    <>
      <Button color="inherit" href="/" startIcon={<HomeIcon />}>
        {texts.admin.toPortal}
      </Button>
      <ThemePreferenceSync />
      <ThemePreferenceButton />
      <AdminLoadingIndicator />
    </>
  );
}

export function AdminAppBar() {
  return <AppBar userMenu={<AdminUserMenu />} toolbar={<AdminToolbar />} />;
}
