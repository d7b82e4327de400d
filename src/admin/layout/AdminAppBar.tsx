import { AppBar, Logout, UserMenu, useGetIdentity } from 'react-admin';
import { ThemePreferenceButton } from '../theme/ThemePreferenceButton';
import { AdminLoadingIndicator } from './AdminLoadingIndicator';
import { ThemePreferenceSync } from '../theme/ThemePreferenceSync';

/** The user menu's accessible name starts with the visible name, so speech input can address it. */
function AdminUserMenu() {
  const { identity } = useGetIdentity();
  return (
    <UserMenu label={identity?.fullName ? `${identity.fullName} – Benutzermenü` : 'Benutzermenü'}>
      <Logout />
    </UserMenu>
  );
}

function AdminToolbar() {
  return (
    <>
      <ThemePreferenceSync />
      <ThemePreferenceButton />
      <AdminLoadingIndicator />
    </>
  );
}

export function AdminAppBar() {
  return <AppBar userMenu={<AdminUserMenu />} toolbar={<AdminToolbar />} />;
}
