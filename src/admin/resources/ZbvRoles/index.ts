import BadgeIcon from '@mui/icons-material/Badge';
import { lazyView } from '../lazyView';
import type { ResourceViews } from '../types';

export const zbvRolesResource: ResourceViews = {
  icon: BadgeIcon,
  list: lazyView(() => import('./List'), 'ZbvRoleList'),
  edit: lazyView(() => import('./Edit'), 'ZbvRoleEdit'),
  create: lazyView(() => import('./Create'), 'ZbvRoleCreate'),
};
