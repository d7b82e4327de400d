import type { ReactNode } from 'react';
import { useSessionState } from '@shared/auth/sessionState';
import type { AdminRoute } from '@shared/routes';
import { mayOpenAdminRoute } from '@shared/routes/adminRouteAccess';
import { NotAllowedPage } from './NotAllowedPage';

/** Custom admin screens check the section rules themselves; resources go through authProvider.canAccess. */
export function RouteGuard({ route, children }: { route: AdminRoute; children: ReactNode }) {
  const { userData } = useSessionState();
  if (!userData) return null;
  return mayOpenAdminRoute(userData, route) ? children : <NotAllowedPage />;
}
