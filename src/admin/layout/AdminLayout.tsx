import { Layout, type LayoutProps } from 'react-admin';
import { SessionExpiredDialog } from '../../shared/auth/SessionExpiredDialog';
import { useSessionMonitor } from '../../shared/auth/useSessionMonitor';
import { AdminAppBar } from './AdminAppBar';
import { AdminMenu } from './AdminMenu';

/**
 * react-admin's layout grows to its widest content (`min-width: fit-content`), so a grouped grid widened the whole
 * page: the layout keeps the window's width and a wide grid scrolls inside its own container.
 */
const contentKeepsWindowWidth = { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } };

export function AdminLayout({ children, ...props }: LayoutProps) {
  const { expired, renew } = useSessionMonitor('admin');
  return (
    <Layout {...props} sx={contentKeepsWindowWidth} menu={AdminMenu} appBar={AdminAppBar}>
      {children}
      <SessionExpiredDialog open={expired} onRenew={renew} />
    </Layout>
  );
}
