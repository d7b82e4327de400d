import { adminShellTexts } from '@shared/texts';
import { AdminPage } from './AdminPage';

/** The back office's home (`/admin`). */
export function AdminHome() {
  return <AdminPage title={adminShellTexts.home.title} message={adminShellTexts.home.intro} />;
}
