import { texts } from '@shared/texts';
import { AdminPage } from './AdminPage';

/** docs/requirements/screens.md leaves the not-allowed page open: we say what happened and whom to ask. */
export function NotAllowedPage() {
  return <AdminPage title={texts.admin.notAllowedTitle} message={texts.admin.notAllowed} />;
}
