import MenuBookIcon from '@mui/icons-material/MenuBook';
import { lazyView } from '../lazyView';
import type { ResourceViews } from '../types';

export const workflowDocumentationAction: ResourceViews = {
  icon: MenuBookIcon,
  page: lazyView(() => import('./Page'), 'WorkflowDocumentationPage'),
};
