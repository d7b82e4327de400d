import { useLocation } from 'react-router-dom';
import { adminTitleOf } from '@shared/routes';
import { AdminPage } from '../../layout/AdminPage';

/** An action screen that a later issue fills: its title and a note. */
export function PlaceholderPage() {
  const { pathname } = useLocation();
  return <AdminPage title={adminTitleOf(pathname)} />;
}
