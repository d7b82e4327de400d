import AssessmentIcon from '@mui/icons-material/Assessment';
import { lazyView } from '../lazyView';
import type { ResourceViews } from '../types';

export const moduleReportRelationResource: ResourceViews = {
  icon: AssessmentIcon,
  list: lazyView(() => import('./List'), 'ModuleReportRelationList'),
  edit: lazyView(() => import('./Edit'), 'ModuleReportRelationEdit'),
  create: lazyView(() => import('./Create'), 'ModuleReportRelationCreate'),
};
