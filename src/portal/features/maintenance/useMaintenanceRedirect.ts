import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSessionState } from '@shared/auth/sessionState';
import { useMaintenanceStatus } from './api/getMaintenanceStatus';
import { maintenanceTarget } from './maintenanceTarget';

export function useMaintenanceRedirect(): void {
  const { data } = useMaintenanceStatus();
  const { isAdmin } = useSessionState();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!data) return;
    const target = maintenanceTarget(data.enabled, isAdmin, pathname);
    if (target) navigate(target, { replace: true });
  }, [data, isAdmin, pathname, navigate]);
}
