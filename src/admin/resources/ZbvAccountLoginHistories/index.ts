import LoginIcon from '@mui/icons-material/Login';
import { lazyView } from '../lazyView';
import type { ResourceViews } from '../types';

export const zbvAccountLoginHistoriesResource: ResourceViews = {
  icon: LoginIcon,
  list: lazyView(() => import('./List'), 'ZbvAccountLoginHistoryList'),
};
