import SyncIcon from '@mui/icons-material/Sync';
import { lazyView } from '../lazyView';
import type { ResourceViews } from '../types';

export const pbiSynchronisationAction: ResourceViews = {
  icon: SyncIcon,
  page: lazyView(() => import('./Page'), 'PbiSynchronisationPage'),
};
