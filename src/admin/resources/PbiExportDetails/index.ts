import AttachFileIcon from '@mui/icons-material/AttachFile';
import { lazyView } from '../lazyView';
import type { ResourceViews } from '../types';

export const pbiExportDetailsResource: ResourceViews = {
  icon: AttachFileIcon,
  list: lazyView(() => import('./List'), 'PbiExportDetailList'),
};
