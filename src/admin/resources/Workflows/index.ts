import AccountTreeIcon from '@mui/icons-material/AccountTree';
import { lazyView } from '../lazyView';
import type { ResourceViews } from '../types';

export const workflowsResource: ResourceViews = {
  icon: AccountTreeIcon,
  list: lazyView(() => import('./List'), 'WorkflowList'),
  edit: lazyView(() => import('./Edit'), 'WorkflowEdit'),
  create: lazyView(() => import('./Create'), 'WorkflowCreate'),
};
