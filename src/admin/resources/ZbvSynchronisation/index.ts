import SyncIcon from '@mui/icons-material/Sync';
import { lazyView } from '../lazyView';
import type { ResourceViews } from '../types';

export const zbvSynchronisationAction: ResourceViews = {
  icon: SyncIcon,
  page: lazyView(() => import('./Page'), 'ZbvSynchronisationPage'),
};
