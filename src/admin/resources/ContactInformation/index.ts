import ContactSupportIcon from '@mui/icons-material/ContactSupport';
import { lazyView } from '../lazyView';
import type { ResourceViews } from '../types';

export const contactInformationResource: ResourceViews = {
  icon: ContactSupportIcon,
  list: lazyView(() => import('./List'), 'ContactInfoList'),
  edit: lazyView(() => import('./Edit'), 'ContactInfoEdit'),
  create: lazyView(() => import('./Create'), 'ContactInfoCreate'),
};
