import HomeIcon from '@mui/icons-material/Home';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useMemo } from 'react';
import { Logout, UserMenuContextProvider } from 'react-admin';
import { texts } from '@shared/texts';

interface UserMenuPopupProps {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
}

/** The user menu's entries: back to the portal and sign out. */
export function UserMenuPopup({ id, anchor, onClose }: UserMenuPopupProps) {
  const context = useMemo(() => ({ onClose }), [onClose]);
  return (
    <UserMenuContextProvider value={context}>
      <Menu
        id={id}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={onClose}
        disableScrollLock
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {/* The portal is the other entry: a full page load, not a route of this one. */}
        <MenuItem component="a" href="/">
          <ListItemIcon>
            <HomeIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{texts.admin.toPortal}</ListItemText>
        </MenuItem>
        <Logout />
      </Menu>
    </UserMenuContextProvider>
  );
}
