import Button from '@mui/material/Button';
import { logout } from '@shared/auth/loginFlow';
import { useSessionState } from '@shared/auth/sessionState';
import { readIdToken } from '@shared/auth/tokenStorage';
import { texts } from '@shared/texts';

/** 'Abmelden' appears only while an id token is stored (docs/requirements/screens.md). */
export function LogoutButton() {
  useSessionState();
  if (!readIdToken()) return null;
  return (
    <Button color="inherit" onClick={() => void logout()}>
      {texts.session.logout}
    </Button>
  );
}
