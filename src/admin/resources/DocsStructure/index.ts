import AccountTreeIcon from '@mui/icons-material/AccountTree';
import { lazyView } from '../lazyView';
import type { ResourceViews } from '../types';

export const docsStructureResource: ResourceViews = {
  icon: AccountTreeIcon,
  list: lazyView(() => import('./List'), 'DocsStructureList'),
  edit: lazyView(() => import('./Edit'), 'DocsStructureEdit'),
};
