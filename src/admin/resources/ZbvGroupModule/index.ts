import WidgetsIcon from '@mui/icons-material/Widgets';
import { lazyView } from '../lazyView';
import type { ResourceViews } from '../types';

export const zbvGroupModuleResource: ResourceViews = {
  icon: WidgetsIcon,
  list: lazyView(() => import('./List'), 'ZbvGroupModuleList'),
  edit: lazyView(() => import('./Edit'), 'ZbvGroupModuleEdit'),
  create: lazyView(() => import('./Create'), 'ZbvGroupModuleCreate'),
};
