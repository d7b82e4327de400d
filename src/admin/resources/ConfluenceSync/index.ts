import CloudSyncIcon from '@mui/icons-material/CloudSync';
import { lazyView } from '../lazyView';
import type { ResourceViews } from '../types';

export const confluenceSyncAction: ResourceViews = {
  icon: CloudSyncIcon,
  page: lazyView(() => import('./Page'), 'ConfluenceSyncPage'),
};
