import { lazy } from 'react';
import { Layout, type LayoutProps } from 'react-admin';
import { useSessionMonitor } from '@shared/auth/useSessionMonitor';
import { MountWhenOpened } from '@shared/ui/kit/MountWhenOpened';
import { AdminAppBar } from './AdminAppBar';
import { AdminMenu } from './AdminMenu';

const SessionExpiredDialog = lazy(() =>
  import('@shared/auth/SessionExpiredDialog').then((m) => ({ default: m.SessionExpiredDialog })),
);

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
      <MountWhenOpened open={expired}>
        <SessionExpiredDialog open={expired} onRenew={renew} />
      </MountWhenOpened>
    </Layout>
  );
}
