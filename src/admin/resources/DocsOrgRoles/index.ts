import LockPersonIcon from '@mui/icons-material/LockPerson';
import { lazyView } from '../lazyView';
import type { ResourceViews } from '../types';

export const docsOrgRolesResource: ResourceViews = {
  icon: LockPersonIcon,
  list: lazyView(() => import('./List'), 'DocsOrgRoleList'),
  edit: lazyView(() => import('./Edit'), 'DocsOrgRoleEdit'),
  create: lazyView(() => import('./Create'), 'DocsOrgRoleCreate'),
};
