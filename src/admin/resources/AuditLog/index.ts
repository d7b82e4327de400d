import HistoryIcon from '@mui/icons-material/History';
import { lazyView } from '../lazyView';
import type { ResourceViews } from '../types';

export const auditLogResource: ResourceViews = {
  icon: HistoryIcon,
  list: lazyView(() => import('./List'), 'AuditLogList'),
  show: lazyView(() => import('./Show'), 'AuditLogShow'),
};
