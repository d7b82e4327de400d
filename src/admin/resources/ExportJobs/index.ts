import WorkHistoryIcon from '@mui/icons-material/WorkHistory';
import { lazyView } from '../lazyView';
import type { ResourceViews } from '../types';

export const exportJobsResource: ResourceViews = {
  icon: WorkHistoryIcon,
  list: lazyView(() => import('./List'), 'ExportJobList'),
};
