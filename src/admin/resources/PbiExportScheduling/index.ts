import ScheduleIcon from '@mui/icons-material/Schedule';
import { lazyView } from '../lazyView';
import type { ResourceViews } from '../types';

export const pbiExportSchedulingResource: ResourceViews = {
  icon: ScheduleIcon,
  list: lazyView(() => import('./List'), 'PbiExportScheduleList'),
  edit: lazyView(() => import('./Edit'), 'PbiExportScheduleEdit'),
  create: lazyView(() => import('./Create'), 'PbiExportScheduleCreate'),
};
