import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import { lazyView } from '../lazyView';
import type { ResourceViews } from '../types';

export const reportUrlCheckAction: ResourceViews = {
  icon: TravelExploreIcon,
  page: lazyView(() => import('./Page'), 'ReportUrlCheckPage'),
};
