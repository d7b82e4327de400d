import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { lazyView } from '../lazyView';
import type { ResourceViews } from '../types';

export const zbvOrgRolesResource: ResourceViews = {
  icon: AdminPanelSettingsIcon,
  list: lazyView(() => import('./List'), 'ZbvOrgRoleList'),
  edit: lazyView(() => import('./Edit'), 'ZbvOrgRoleEdit'),
  create: lazyView(() => import('./Create'), 'ZbvOrgRoleCreate'),
};
