import ListIcon from '@mui/icons-material/List';
import PendingActionsIcon from '@mui/icons-material/PendingActions';
import { adminRoutes, type AdminRoute } from '@shared/routes';
import { auditLogResource } from './AuditLog';
import { confluenceSyncAction } from './ConfluenceSync';
import { contactInformationResource } from './ContactInformation';
import { docsOrgRolesResource } from './DocsOrgRoles';
import { docsOrgRolesMassChangeAction } from './DocsOrgRolesMassChange';
import { docsReportsResource } from './DocsReports';
import { manualSynonymsResource } from './ManualSynonyms';
import { docsStructureResource } from './DocsStructure';
import { exportJobsResource } from './ExportJobs';
import {
  gaBlockedDomainsResource,
  gaPermissionsManagementResource,
  gaPermissionsResource,
  gaQueuesResource,
  gaZbvPermissionsResource,
} from './GoogleAnalytics';
import { groupsResource } from './Groups';
import { groupUserRelationResource } from './GroupUserRelation';
import { lazyView } from './lazyView';
import { moduleReportRelationResource } from './ModuleReportRelation';
import { modulesResource } from './Modules';
import { notificationsResource } from './Notifications';
import { pbiReportsResource } from './PbiReports';
import { pbiRolesResource } from './PbiRoles';
import { pbiAccountsResource } from './PbiAccounts';
import { pbiAccountGroupsResource } from './PbiAccountGroups';
import { pbiRelationGroupAccountsResource } from './PbiRelationGroupAccounts';
import { pbiReportFiltersResource } from './PbiReportFilters';
import { pbiReportSubscriptionsResource } from './PbiReportSubscriptions';
import { pbiSynchronisationAction } from './PbiSynchronisation';
import { pbiExportDetailsResource } from './PbiExportDetails';
import { pbiExportJobsResource } from './PbiExportJobs';
import { pbiExportsResource } from './PbiExports';
import { pbiExportSchedulingResource } from './PbiExportScheduling';
import { pbiExportTemplatesResource } from './PbiExportTemplates';
import { reportUrlCheckAction } from './ReportUrlCheck';
import { reportUsageAction } from './ReportUsage';
import { supportRequestsResource } from './SupportRequests';
import { systemSettingsResource } from './SystemSettings';
import type { ResourceViews } from './types';
import { whitelistedUrlsResource } from './WhitelistedUrls';
import { workflowDocumentationAction } from './WorkflowDocumentation';
import { workflowsResource } from './Workflows';
import { zbvAccountLoginHistoriesResource } from './ZbvAccountLoginHistories';
import { zbvAccountsResource } from './ZbvAccounts';
import { zbvGroupModuleResource } from './ZbvGroupModule';
import { zbvMassPermissionsChangeAction } from './ZbvMassPermissionsChange';
import { zbvOrgRolesResource } from './ZbvOrgRoles';
import { zbvOrgsResource } from './ZbvOrgs';
import { zbvRolesResource } from './ZbvRoles';
import { zbvSynchronisationAction } from './ZbvSynchronisation';
import { zbvUserModuleResource } from './ZbvUserModule';

/** The screens of the back office by route path (the paths, titles, sections and roles are in adminRoutes). */
export const viewsByPath: Readonly<Record<string, ResourceViews>> = {
  '/systemSettings': systemSettingsResource,
  '/systemSettings/notifications': notificationsResource,
  '/whitelistedUrl': whitelistedUrlsResource,
  '/admin/ContactInformation': contactInformationResource,
  '/admin/ExportJobs': exportJobsResource,
  '/admin/AuditLog': auditLogResource,
  '/admin/SupportRequests': supportRequestsResource,
  '/admin/ReportUsage': reportUsageAction,
  '/admin/manual/DocsStructure': docsStructureResource,
  '/admin/manual/DocsOrgRoles': docsOrgRolesResource,
  '/admin/manual/DocsOrgRolesMassChange': docsOrgRolesMassChangeAction,
  '/admin/manual/DocsReports': docsReportsResource,
  '/admin/manual/ManualSynonyms': manualSynonymsResource,
  '/admin/ConfluenceSync': confluenceSyncAction,
  '/admin/ZbvOrgs': zbvOrgsResource,
  '/admin/ZbvRoles': zbvRolesResource,
  '/admin/ZbvAccounts': zbvAccountsResource,
  '/admin/ZbvAccountLoginHistories': zbvAccountLoginHistoriesResource,
  '/admin/ZbvSynchronisation': zbvSynchronisationAction,
  '/admin/accessControl/Modules': modulesResource,
  '/admin/accessControl/ModuleReportRelation': moduleReportRelationResource,
  '/admin/accessControl/Groups': groupsResource,
  '/admin/accessControl/GroupUserRelation': groupUserRelationResource,
  '/admin/accessControl/ZbvGroupModule': zbvGroupModuleResource,
  '/admin/accessControl/ZbvOrgRoles': zbvOrgRolesResource,
  '/admin/accessControl/ZbvUserModule': zbvUserModuleResource,
  '/admin/accessControl/ZbvMassPermissionsChange': zbvMassPermissionsChangeAction,
  '/admin/ReportUrlCheck': reportUrlCheckAction,
  '/gaManagement/GaPermissionsManagement': gaPermissionsManagementResource,
  '/gaManagement/GaQueues': gaQueuesResource,
  '/gaManagement/GaZbvPermissions': gaZbvPermissionsResource,
  '/gaManagement/GaPermissions': gaPermissionsResource,
  '/gaManagement/GaBlockedDomains': gaBlockedDomainsResource,
  '/admin/workflows/configure': workflowsResource,
  '/admin/workflows/documentation': workflowDocumentationAction,
  '/admin/PbiRoles': pbiRolesResource,
  '/admin/PbiAccounts': pbiAccountsResource,
  '/admin/PbiAccountGroups': pbiAccountGroupsResource,
  '/admin/PbiRelationGroupAccounts': pbiRelationGroupAccountsResource,
  '/pbiReportFilters': pbiReportFiltersResource,
  '/admin/PbiAllReportSubscriptions': pbiReportSubscriptionsResource,
  '/pbiReports': pbiReportsResource,
  '/admin/PbiSynchronisation': pbiSynchronisationAction,
  '/admin/PbiExportTemplates': pbiExportTemplatesResource,
  '/admin/PbiExports': pbiExportsResource,
  '/admin/PbiExportDetails': pbiExportDetailsResource,
  '/admin/PbiExportJobs': pbiExportJobsResource,
  '/admin/PbiExportScheduling': pbiExportSchedulingResource,
};

/** A screen without views of its own: the schema grid for lists, a placeholder for actions. */
const genericResource: ResourceViews = {
  icon: ListIcon,
  list: lazyView(() => import('./generic/SchemaGridList'), 'SchemaGridList'),
};
const genericAction: ResourceViews = {
  icon: PendingActionsIcon,
  page: lazyView(() => import('./generic/PlaceholderPage'), 'PlaceholderPage'),
};

export interface AdminEntry {
  route: AdminRoute;
  views: ResourceViews;
}

/** The one list that registers the resources, builds the menu and the custom routes. */
export const adminEntries: readonly AdminEntry[] = adminRoutes.map((route) => ({
  route,
  views: viewsByPath[route.path] ?? (route.kind === 'resource' ? genericResource : genericAction),
}));
