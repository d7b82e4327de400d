import SyncAltIcon from '@mui/icons-material/SyncAlt';
import { lazyView } from '../lazyView';
import type { ResourceViews } from '../types';

export const manualSynonymsResource: ResourceViews = {
  icon: SyncAltIcon,
  list: lazyView(() => import('./List'), 'ManualSynonymList'),
  edit: lazyView(() => import('./Edit'), 'ManualSynonymEdit'),
  create: lazyView(() => import('./Create'), 'ManualSynonymCreate'),
};
