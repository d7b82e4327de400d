import GroupAddIcon from '@mui/icons-material/GroupAdd';
import { lazyView } from '../lazyView';
import type { ResourceViews } from '../types';

export const pbiRelationGroupAccountsResource: ResourceViews = {
  icon: GroupAddIcon,
  list: lazyView(() => import('./List'), 'PbiRelationGroupAccountList'),
  edit: lazyView(() => import('./Edit'), 'PbiRelationGroupAccountEdit'),
  create: lazyView(() => import('./Create'), 'PbiRelationGroupAccountCreate'),
};
