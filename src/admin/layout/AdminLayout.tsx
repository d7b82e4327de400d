import { Layout, type LayoutProps } from 'react-admin';
import { SessionExpiredDialog } from '../../shared/auth/SessionExpiredDialog';
import { useSessionMonitor } from '../../shared/auth/useSessionMonitor';
import { AdminAppBar } from './AdminAppBar';
import { AdminMenu } from './AdminMenu';

export function AdminLayout({ children, ...props }: LayoutProps) {
  const { expired, renew } = useSessionMonitor('admin');
  return (
    <Layout {...props} menu={AdminMenu} appBar={AdminAppBar}>
      {children}
      <SessionExpiredDialog open={expired} onRenew={renew} />
    </Layout>
  );
}
