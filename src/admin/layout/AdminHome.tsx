import { adminTexts } from '../../shared/texts';
import { AdminPage } from './AdminPage';

/** The back office's home (`/admin`). */
export function AdminHome() {
  return <AdminPage title={adminTexts.home.title} message={adminTexts.home.intro} />;
}
