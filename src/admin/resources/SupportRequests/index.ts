import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import { lazyView } from '../lazyView';
import type { ResourceViews } from '../types';

export const supportRequestsResource: ResourceViews = {
  icon: MarkEmailReadIcon,
  list: lazyView(() => import('./List'), 'SupportRequestList'),
  show: lazyView(() => import('./Show'), 'SupportRequestShow'),
};
