import DynamicFeedIcon from '@mui/icons-material/DynamicFeed';
import { lazyView } from '../lazyView';
import type { ResourceViews } from '../types';

export const docsOrgRolesMassChangeAction: ResourceViews = {
  icon: DynamicFeedIcon,
  page: lazyView(() => import('./Page'), 'DocsOrgRolesMassChangePage'),
};
