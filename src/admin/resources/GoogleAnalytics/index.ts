import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import AnalyticsIcon from '@mui/icons-material/Analytics';
import BlockIcon from '@mui/icons-material/Block';
import DomainIcon from '@mui/icons-material/Domain';
import QueueIcon from '@mui/icons-material/Queue';
import { lazyView } from '../lazyView';
import type { ResourceViews } from '../types';

const lists = () => import('./Lists');
const forms = () => import('./Forms');

export const gaPermissionsManagementResource: ResourceViews = {
  icon: AdminPanelSettingsIcon,
  list: lazyView(lists, 'GaPermissionsManagementList'),
  create: lazyView(forms, 'GaPermissionsManagementCreate'),
  edit: lazyView(forms, 'GaPermissionsManagementEdit'),
};
export const gaQueuesResource: ResourceViews = {
  icon: QueueIcon,
  list: lazyView(lists, 'GaQueueList'),
  create: lazyView(forms, 'GaQueueCreate'),
  show: lazyView(() => import('./QueueShow'), 'GaQueueShow'),
};
export const gaZbvPermissionsResource: ResourceViews = {
  icon: DomainIcon,
  list: lazyView(lists, 'GaZbvPermissionList'),
  create: lazyView(forms, 'GaZbvPermissionCreate'),
  edit: lazyView(forms, 'GaZbvPermissionEdit'),
};
export const gaPermissionsResource: ResourceViews = {
  icon: AnalyticsIcon,
  list: lazyView(lists, 'GaPermissionList'),
  create: lazyView(forms, 'GaPermissionCreate'),
  edit: lazyView(forms, 'GaPermissionEdit'),
};
export const gaBlockedDomainsResource: ResourceViews = {
  icon: BlockIcon,
  list: lazyView(lists, 'GaBlockedDomainList'),
  create: lazyView(forms, 'GaBlockedDomainCreate'),
  edit: lazyView(forms, 'GaBlockedDomainEdit'),
};
