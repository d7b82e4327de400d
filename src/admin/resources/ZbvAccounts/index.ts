import PeopleIcon from '@mui/icons-material/People';
import { lazyView } from '../lazyView';
import type { ResourceViews } from '../types';

export const zbvAccountsResource: ResourceViews = {
  icon: PeopleIcon,
  list: lazyView(() => import('./List'), 'ZbvAccountList'),
  edit: lazyView(() => import('./Edit'), 'ZbvAccountEdit'),
  create: lazyView(() => import('./Create'), 'ZbvAccountCreate'),
};
