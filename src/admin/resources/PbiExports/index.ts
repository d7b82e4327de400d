import IosShareIcon from '@mui/icons-material/IosShare';
import { lazyView } from '../lazyView';
import type { ResourceViews } from '../types';

export const pbiExportsResource: ResourceViews = {
  icon: IosShareIcon,
  list: lazyView(() => import('./List'), 'PbiExportList'),
  edit: lazyView(() => import('./Edit'), 'PbiExportEdit'),
  create: lazyView(() => import('./Create'), 'PbiExportCreate'),
};
