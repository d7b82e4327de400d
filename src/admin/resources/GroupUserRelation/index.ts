import GroupAddIcon from '@mui/icons-material/GroupAdd';
import { lazyView } from '../lazyView';
import type { ResourceViews } from '../types';

export const groupUserRelationResource: ResourceViews = {
  icon: GroupAddIcon,
  list: lazyView(() => import('./List'), 'GroupUserRelationList'),
  edit: lazyView(() => import('./Edit'), 'GroupUserRelationEdit'),
  create: lazyView(() => import('./Create'), 'GroupUserRelationCreate'),
};
