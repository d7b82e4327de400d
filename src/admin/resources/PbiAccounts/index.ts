import AccountBoxIcon from '@mui/icons-material/AccountBox';
import { lazyView } from '../lazyView';
import type { ResourceViews } from '../types';

export const pbiAccountsResource: ResourceViews = {
  icon: AccountBoxIcon,
  list: lazyView(() => import('./List'), 'PbiAccountList'),
  edit: lazyView(() => import('./Edit'), 'PbiAccountEdit'),
  create: lazyView(() => import('./Create'), 'PbiAccountCreate'),
};
