import FilterAltIcon from '@mui/icons-material/FilterAlt';
import { lazyView } from '../lazyView';
import type { ResourceViews } from '../types';

export const pbiReportFiltersResource: ResourceViews = {
  icon: FilterAltIcon,
  list: lazyView(() => import('./List'), 'PbiReportFilterList'),
  edit: lazyView(() => import('./Edit'), 'PbiReportFilterEdit'),
  create: lazyView(() => import('./Create'), 'PbiReportFilterCreate'),
};
