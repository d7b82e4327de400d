import GroupsIcon from '@mui/icons-material/Groups';
import { lazyView } from '../lazyView';
import type { ResourceViews } from '../types';

export const groupsResource: ResourceViews = {
  icon: GroupsIcon,
  list: lazyView(() => import('./List'), 'GroupList'),
  edit: lazyView(() => import('./Edit'), 'GroupEdit'),
  create: lazyView(() => import('./Create'), 'GroupCreate'),
};
