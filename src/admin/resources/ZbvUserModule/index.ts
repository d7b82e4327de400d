import PersonAddAltIcon from '@mui/icons-material/PersonAddAlt';
import { lazyView } from '../lazyView';
import type { ResourceViews } from '../types';

export const zbvUserModuleResource: ResourceViews = {
  icon: PersonAddAltIcon,
  list: lazyView(() => import('./List'), 'ZbvUserModuleList'),
  edit: lazyView(() => import('./Edit'), 'ZbvUserModuleEdit'),
  create: lazyView(() => import('./Create'), 'ZbvUserModuleCreate'),
};
