import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { lazyView } from '../lazyView';
import type { ResourceViews } from '../types';

export const zbvOrgsResource: ResourceViews = {
  icon: AccountBalanceIcon,
  list: lazyView(() => import('./List'), 'ZbvOrgList'),
  edit: lazyView(() => import('./Edit'), 'ZbvOrgEdit'),
  create: lazyView(() => import('./Create'), 'ZbvOrgCreate'),
};
