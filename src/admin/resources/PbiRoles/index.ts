import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { lazyView } from '../lazyView';
import type { ResourceViews } from '../types';

export const pbiRolesResource: ResourceViews = {
  icon: AdminPanelSettingsIcon,
  list: lazyView(() => import('./List'), 'PbiRoleList'),
  edit: lazyView(() => import('./Edit'), 'PbiRoleEdit'),
  create: lazyView(() => import('./Create'), 'PbiRoleCreate'),
};
