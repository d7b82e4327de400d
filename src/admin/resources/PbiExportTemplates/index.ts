import DescriptionIcon from '@mui/icons-material/Description';
import { lazyView } from '../lazyView';
import type { ResourceViews } from '../types';

export const pbiExportTemplatesResource: ResourceViews = {
  icon: DescriptionIcon,
  list: lazyView(() => import('./List'), 'PbiExportTemplateList'),
  edit: lazyView(() => import('./Edit'), 'PbiExportTemplateEdit'),
  create: lazyView(() => import('./Create'), 'PbiExportTemplateCreate'),
};
