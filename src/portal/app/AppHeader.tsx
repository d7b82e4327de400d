import AppBar from '@mui/material/AppBar';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { texts } from '../../shared/texts';
import { LogoutButton } from '../features/session/LogoutButton';

/** The portal header; back button, menu, Handbuch and Support come with the portal shell. */
export function AppHeader() {
  return (
    <AppBar position="static" color="primary" elevation={1}>
      <Toolbar>
        <Typography component="p" variant="h6" sx={{ flexGrow: 1 }}>
          {texts.productNameDefault}
        </Typography>
        <LogoutButton />
      </Toolbar>
    </AppBar>
  );
}
