import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import { lazyView } from '../lazyView';
import type { ResourceViews } from '../types';

export const pbiReportSubscriptionsResource: ResourceViews = {
  icon: NotificationsActiveIcon,
  list: lazyView(() => import('./List'), 'PbiReportSubscriptionList'),
  edit: lazyView(() => import('./Edit'), 'PbiReportSubscriptionEdit'),
  create: lazyView(() => import('./Create'), 'PbiReportSubscriptionCreate'),
};
