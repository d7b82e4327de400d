import HistoryIcon from '@mui/icons-material/History';
import { lazyView } from '../lazyView';
import type { ResourceViews } from '../types';

export const pbiExportJobsResource: ResourceViews = {
  icon: HistoryIcon,
  list: lazyView(() => import('./List'), 'PbiExportJobList'),
  show: lazyView(() => import('./Show'), 'PbiExportJobShow'),
};
