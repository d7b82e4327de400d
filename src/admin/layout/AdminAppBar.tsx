import { AppBar, Logout, UserMenu, useGetIdentity } from 'react-admin';

/** The user menu's accessible name starts with the visible name, so speech input can address it. */
function AdminUserMenu() {
  const { identity } = useGetIdentity();
  return (
    <UserMenu label={identity?.fullName ? `${identity.fullName} – Benutzermenü` : 'Benutzermenü'}>
      <Logout />
    </UserMenu>
  );
}

export function AdminAppBar() {
  return <AppBar userMenu={<AdminUserMenu />} />;
}
