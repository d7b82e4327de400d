import LinkIcon from '@mui/icons-material/Link';
import { lazyView } from '../lazyView';
import type { ResourceViews } from '../types';

export const whitelistedUrlsResource: ResourceViews = {
  icon: LinkIcon,
  list: lazyView(() => import('./List'), 'WhitelistedUrlList'),
  edit: lazyView(() => import('./Edit'), 'WhitelistedUrlEdit'),
  create: lazyView(() => import('./Create'), 'WhitelistedUrlCreate'),
};
