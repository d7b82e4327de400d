import WorkspacesIcon from '@mui/icons-material/Workspaces';
import { lazyView } from '../lazyView';
import type { ResourceViews } from '../types';

export const pbiAccountGroupsResource: ResourceViews = {
  icon: WorkspacesIcon,
  list: lazyView(() => import('./List'), 'PbiAccountGroupList'),
  edit: lazyView(() => import('./Edit'), 'PbiAccountGroupEdit'),
  create: lazyView(() => import('./Create'), 'PbiAccountGroupCreate'),
};
