import AssessmentIcon from '@mui/icons-material/Assessment';
import { lazyView } from '../lazyView';
import type { ResourceViews } from '../types';

export const pbiReportsResource: ResourceViews = {
  icon: AssessmentIcon,
  list: lazyView(() => import('./List'), 'PbiReportList'),
  edit: lazyView(() => import('./Edit'), 'PbiReportEdit'),
  create: lazyView(() => import('./Create'), 'PbiReportCreate'),
};
