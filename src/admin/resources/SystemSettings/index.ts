import SettingsIcon from '@mui/icons-material/Settings';
import { lazyView } from '../lazyView';
import type { ResourceViews } from '../types';

export const systemSettingsResource: ResourceViews = {
  icon: SettingsIcon,
  list: lazyView(() => import('./List'), 'SystemSettingList'),
  edit: lazyView(() => import('./Edit'), 'SystemSettingEdit'),
  create: lazyView(() => import('./Create'), 'SystemSettingCreate'),
};
