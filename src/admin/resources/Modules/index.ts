import ViewModuleIcon from '@mui/icons-material/ViewModule';
import { lazyView } from '../lazyView';
import type { ResourceViews } from '../types';

export const modulesResource: ResourceViews = {
  icon: ViewModuleIcon,
  list: lazyView(() => import('./List'), 'ModuleList'),
  edit: lazyView(() => import('./Edit'), 'ModuleEdit'),
  create: lazyView(() => import('./Create'), 'ModuleCreate'),
};
