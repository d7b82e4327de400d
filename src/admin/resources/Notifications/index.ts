import NotificationsIcon from '@mui/icons-material/Notifications';
import { lazyView } from '../lazyView';
import type { ResourceViews } from '../types';

export const notificationsResource: ResourceViews = {
  icon: NotificationsIcon,
  list: lazyView(() => import('./List'), 'NotificationList'),
  edit: lazyView(() => import('./Edit'), 'NotificationEdit'),
  create: lazyView(() => import('./Create'), 'NotificationCreate'),
};
