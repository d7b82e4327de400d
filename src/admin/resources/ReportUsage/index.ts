import InsightsIcon from '@mui/icons-material/Insights';
import { lazyView } from '../lazyView';
import type { ResourceViews } from '../types';

export const reportUsageAction: ResourceViews = {
  icon: InsightsIcon,
  page: lazyView(() => import('./Page'), 'ReportUsagePage'),
};
