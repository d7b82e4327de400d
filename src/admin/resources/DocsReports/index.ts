import MenuBookIcon from '@mui/icons-material/MenuBook';
import { lazyView } from '../lazyView';
import type { ResourceViews } from '../types';

export const docsReportsResource: ResourceViews = {
  icon: MenuBookIcon,
  list: lazyView(() => import('./List'), 'DocsReportList'),
  edit: lazyView(() => import('./Edit'), 'DocsReportEdit'),
  create: lazyView(() => import('./Create'), 'DocsReportCreate'),
};
