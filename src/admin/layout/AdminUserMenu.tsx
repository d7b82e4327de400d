import AccountCircle from '@mui/icons-material/AccountCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { lazy, useCallback, useState } from 'react';
import { useGetIdentity } from 'react-admin';
import { texts } from '@shared/texts';
import { MountWhenOpened } from '@shared/ui/kit/MountWhenOpened';

const UserMenuPopup = lazy(() => import('./UserMenuPopup').then((m) => ({ default: m.UserMenuPopup })));

const MENU_ID = 'admin-user-menu';

/**
 * The user's name as the button that opens their menu; its accessible name starts with the visible name, so speech
 * input can address it. The menu (MUI's popover, modal and focus trap) loads when it is first opened.
 */
export function AdminUserMenu() {
  const { identity } = useGetIdentity();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = useCallback(() => setAnchor(null), []);
  const name = identity?.fullName;
  return (
    <>
      <Button
        color="inherit"
        aria-label={name ? texts.admin.userMenuOf(name) : texts.admin.userMenu}
        aria-haspopup="menu"
        aria-controls={anchor ? MENU_ID : undefined}
        aria-expanded={anchor ? true : undefined}
        startIcon={<AccountCircle />}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ ml: 0.5, minWidth: 0, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
      >
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {name}
        </Box>
      </Button>
      <MountWhenOpened open={anchor !== null}>
        <UserMenuPopup id={MENU_ID} anchor={anchor} onClose={close} />
      </MountWhenOpened>
    </>
  );
}
