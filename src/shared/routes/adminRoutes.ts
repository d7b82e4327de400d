import { RoleLevel } from '../roles';
import type { CollectionName } from '../schemas/collections';
import { texts } from '../texts';

export type AdminSectionKey = keyof typeof texts.sections;

export interface AdminSection {
  key: AdminSectionKey;
  label: string;
  /** Any of these roles opens the section (docs/requirements/roles.md). */
  roles: readonly RoleLevel[];
}

const { ADMIN, GA_ADMIN, GA_CUST_ADMIN, MANUAL_ADMIN } = RoleLevel;

export const adminSections: readonly AdminSection[] = [
  { key: 'system', label: texts.sections.system, roles: [ADMIN] },
  { key: 'manual', label: texts.sections.manual, roles: [MANUAL_ADMIN] },
  { key: 'zbv', label: texts.sections.zbv, roles: [ADMIN] },
  { key: 'accessControl', label: texts.sections.accessControl, roles: [ADMIN] },
  { key: 'pbi', label: texts.sections.pbi, roles: [ADMIN] },
  { key: 'pbiExports', label: texts.sections.pbiExports, roles: [ADMIN] },
  { key: 'googleAnalytics', label: texts.sections.googleAnalytics, roles: [GA_ADMIN, GA_CUST_ADMIN] },
  { key: 'wizard', label: texts.sections.wizard, roles: [ADMIN] },
];

interface AdminRouteBase {
  /** The address-bar path of the screen, without a trailing slash. */
  path: string;
  title: string;
  section: AdminSectionKey;
  /** Items flagged GA-admin are hidden from GA customer admins (docs/requirements/roles.md). */
  gaAdminOnly?: boolean;
}

/** A CRUD screen over one db.json collection. */
export interface AdminResourceRoute extends AdminRouteBase {
  kind: 'resource';
  collection: CollectionName;
}

/** A screen that is an action or a guided page rather than a list (sync buttons, dialogs, mass changes). */
export interface AdminActionRoute extends AdminRouteBase {
  kind: 'action';
}

export type AdminRoute = AdminResourceRoute | AdminActionRoute;

const resource = (
  section: AdminSectionKey,
  path: string,
  title: string,
  collection: CollectionName,
  extra: Partial<AdminRouteBase> = {},
): AdminResourceRoute => ({ kind: 'resource', section, path, title, collection, ...extra });
const action = (section: AdminSectionKey, path: string, title: string): AdminActionRoute => ({
  kind: 'action',
  section,
  path,
  title,
});

/** The admin menu routes of docs/requirements/screens.md, in menu order. */
export const adminRoutes: readonly AdminRoute[] = [
  resource('system', '/systemSettings', 'Systemeinstellungen', 'systemSettings'),
  resource('system', '/systemSettings/notifications', 'Benachrichtigungen', 'notifications'),
  resource('system', '/whitelistedUrl', 'Freigegebene URLs', 'whitelistedUrls'),
  resource('system', '/admin/ContactInformation', 'Berichtsbasierte Ticketfreigabe', 'contactInfos'),
  resource('system', '/admin/ExportJobs', 'Exportjobs', 'exportJobs'),
  resource('system', '/admin/AuditLog', 'Änderungsprotokoll', 'auditLog'),
  resource('system', '/admin/SupportRequests', 'Support-Anfragen', 'supportRequests'),
  resource('system', '/admin/AiFeedback', 'KI-Feedback', 'aiFeedback'),
  action('system', '/admin/ReportUsage', 'Berichtsnutzung'),
  resource('manual', '/admin/manual/DocsStructure', 'Handbuchstruktur', 'manualPages'),
  resource('manual', '/admin/manual/DocsOrgRoles', 'Handbuch-Organisationsrollen', 'docsOrgRoles'),
  action('manual', '/admin/manual/DocsOrgRolesMassChange', 'Organisationsrollen-Massenänderung'),
  resource('manual', '/admin/manual/DocsReports', 'Handbuch-Berichte', 'docsReports'),
  resource('manual', '/admin/manual/ManualSynonyms', 'Handbuch-Synonyme', 'manualSynonyms'),
  action('manual', '/admin/ConfluenceSync', 'Confluence Synchronisation'),
  resource('zbv', '/admin/ZbvOrgs', 'ZBV-Organisationen', 'zbvOrgs'),
  resource('zbv', '/admin/ZbvRoles', 'ZBV-Rollen', 'zbvRoles'),
  resource('zbv', '/admin/ZbvAccounts', 'ZBV-Konten', 'zbvAccounts'),
  resource('zbv', '/admin/ZbvAccountLoginHistories', 'ZBV-Anmeldehistorie', 'zbvAccountLoginHistories'),
  action('zbv', '/admin/ZbvSynchronisation', 'ZBV Synchronisation'),
  resource('accessControl', '/admin/accessControl/Modules', 'Module', 'modules'),
  resource(
    'accessControl',
    '/admin/accessControl/ModuleReportRelation',
    'Modul-Bericht-Zuordnung',
    'moduleReportRelations',
  ),
  resource('accessControl', '/admin/accessControl/Groups', 'Gruppen', 'groups'),
  resource('accessControl', '/admin/accessControl/GroupUserRelation', 'Gruppenmitglieder', 'groupUserRelations'),
  resource('accessControl', '/admin/accessControl/ZbvGroupModule', 'Gruppen-Module', 'zbvGroupModules'),
  resource('accessControl', '/admin/accessControl/ZbvOrgRoles', 'Organisationsrollen-Module', 'zbvOrgRoles'),
  resource('accessControl', '/admin/accessControl/ZbvUserModule', 'Benutzer-Module', 'zbvUserModules'),
  action('accessControl', '/admin/accessControl/ZbvMassPermissionsChange', 'Massenänderung Berechtigungen'),
  action('accessControl', '/admin/ReportUrlCheck', 'Report URL Check'),
  resource('pbi', '/admin/PbiRoles', 'PBI-Rollen', 'pbiRoles'),
  resource('pbi', '/admin/PbiAccounts', 'PBI-Konten', 'pbiAccounts'),
  resource('pbi', '/admin/PbiAccountGroups', 'PBI-Kontogruppen', 'pbiAccountGroups'),
  resource('pbi', '/admin/PbiRelationGroupAccounts', 'PBI-Kontogruppen-Benutzer', 'pbiRelationGroupAccounts'),
  resource('pbi', '/pbiReports', 'PBI-Berichte', 'pbiReports'),
  resource('pbi', '/pbiReportFilters', 'PBI-Berichtsfilter', 'pbiReportFilters'),
  resource('pbi', '/admin/PbiAllReportSubscriptions', 'Alle Berichtsabonnements', 'pbiReportSubscriptions'),
  action('pbi', '/admin/PbiSynchronisation', 'PBI Synchronisation'),
  resource('pbiExports', '/admin/PbiExportTemplates', 'Exportvorlagen', 'pbiExportTemplates'),
  resource('pbiExports', '/admin/PbiExports', 'PBI-Exporte', 'pbiExports'),
  resource('pbiExports', '/admin/PbiExportDetails', 'Exportdetails', 'pbiExportDetails'),
  resource('pbiExports', '/admin/PbiExportJobs', 'Exportläufe', 'pbiExportJobs'),
  resource('pbiExports', '/admin/PbiExportScheduling', 'Exportplanung', 'pbiExportSchedules'),
  resource(
    'googleAnalytics',
    '/gaManagement/GaPermissionsManagement',
    'GA-Berechtigungsverwaltung',
    'gaPermissionsManagement',
  ),
  resource('googleAnalytics', '/gaManagement/GaQueues', 'GA-Warteschlange', 'gaQueues'),
  resource('googleAnalytics', '/gaManagement/GaZbvPermissions', 'GA-ZBV-Berechtigungen', 'gaZbvPermissions', {
    gaAdminOnly: true,
  }),
  resource('googleAnalytics', '/gaManagement/GaPermissions', 'GA-Berechtigungen', 'gaPermissions', {
    gaAdminOnly: true,
  }),
  resource('googleAnalytics', '/gaManagement/GaBlockedDomains', 'Gesperrte Domains', 'gaBlockedDomains', {
    gaAdminOnly: true,
  }),
  resource('wizard', '/admin/workflows/configure', 'Wizardkonfiguration', 'workflows'),
  action('wizard', '/admin/workflows/documentation', 'Dokumentation'),
];

/** The back office's own home. */
export const ADMIN_HOME = '/admin';

/** First path segments that belong to the back office entry; everything else is the portal's. */
export const adminPathPrefixes: readonly string[] = [
  ...new Set([ADMIN_HOME, ...adminRoutes.map((route) => `/${route.path.split('/')[1]}`)]),
];

export const isAdminPath = (pathname: string): boolean =>
  adminPathPrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

/** react-admin resource names are the route paths without the leading slash. */
export const resourceNameOf = (route: AdminRoute): string => route.path.slice(1);

const routeByResource = new Map(adminRoutes.map((route) => [resourceNameOf(route), route]));

/** The title of the screen at `path` (an action page names itself by it). */
export const adminTitleOf = (path: string): string => adminRoutes.find((route) => route.path === path)?.title ?? '';

/** The screen a react-admin resource name stands for. */
export const adminRouteOfResource = (resource: string | undefined): AdminRoute | undefined =>
  resource === undefined ? undefined : routeByResource.get(resource);

/** The db.json collection a resource shows: the one mapping of resource names to the data API's names. */
export const collectionOfResource = (resource: string): CollectionName | undefined => {
  const route = routeByResource.get(resource);
  return route?.kind === 'resource' ? route.collection : undefined;
};

/** The screen that shows a collection. */
export const adminRouteOfCollection = (collection: CollectionName): AdminResourceRoute | undefined =>
  adminRoutes.find(
    (route): route is AdminResourceRoute => route.kind === 'resource' && route.collection === collection,
  );

/** The react-admin resource that shows a collection; the collection's own name where no screen shows it. */
export const resourceOf = (collection: CollectionName): string => {
  const route = adminRouteOfCollection(collection);
  return route ? resourceNameOf(route) : collection;
};

/** The back office's own API calls besides the data resources, relative to the API base `/backend`. */
export const adminApiPaths = {
  /** docs/requirements/calls.md: the ZBV synchronisation, empty body. */
  zbvSync: '/sync/zbv',
  /** The local ZBV source the server serves on loopback when ZBV_SOURCE_URL is not set. */
  zbvLocalSource: '/zbv-source/export',
  /** docs/requirements/calls.md: one page of the report (PBI) synchronisation, `?page={n}`, empty body. */
  pbiSync: '/sync/pbi',
  /** Base of the local Power BI-shaped source (`…/v1.0/myorg/groups/…`) when no Power BI tenant is configured. */
  pbiLocalSource: '/pbi-source',
  /** The guided mass change of access rights. */
  massPermissions: '/api/admin/v1/access/mass-change',
  /** Module media upload (raw body, `?fileName=`). */
  mediaUpload: '/api/admin/v1/media',
  /** spec: report URL check; the part of the URL from `modules/` on is appended (`/admin/lookupcheck/modules/…`). */
  lookupCheck: '/admin/lookupcheck',
  /** Stored support requests; `POST …/{id}/retry` delivers one again at once. */
  supportRequests: '/api/admin/v1/support/requests',
  /** docs/requirements/calls.md: starts the wiki sync; answers 202 at once (only the status is read). */
  confluenceSync: '/scheduler/confluence/v1/sync',
  /** State of the running or last wiki sync. Our addition. */
  confluenceSyncStatus: '/scheduler/confluence/v1/sync/status',
  /** Report usage from the tracking events, `?from=&to=[&reportId=]`. Our addition. */
  reportUsage: '/admin/usage/reports',
  /** The GA queue: `POST …/{id}/retry` puts a failed entry back and makes an attempt at once. Our addition. */
  gaQueue: '/api/admin/v1/ga/queue',
  /** `POST …/{id}/retry`: queues a failed export job again as its next attempt. */
  pbiExportJobs: '/api/admin/v1/pbi/export/jobs',
  /** Which notifications users see now (`ShownNotifications`). Our addition. */
  shownNotifications: '/api/admin/v1/notifications/shown',
  /**
   * Exports of a list (CSV, Excel, print), written by the server: `POST` starts one, `GET …/{id}` tells its
   * progress, `POST …/{id}/cancel` stops it, `GET …/download?token=` is its file (the token is the ticket). Our addition.
   */
  gridExports: '/api/admin/v1/grid-exports',
} as const;

/** Counts of one kind of record after a ZBV synchronisation. */
export interface ZbvSyncCounts {
  inserted: number;
  updated: number;
  deactivated: number;
  unchanged: number;
}

/** The answer of `POST /sync/zbv`. */
export interface ZbvSyncResult {
  organisations: ZbvSyncCounts;
  roles: ZbvSyncCounts;
  accounts: ZbvSyncCounts;
  /** Delivered accounts left as they were because they would break the data (unknown organisation, …). */
  skipped: { kind: 'accounts'; id: string | number; reason: string }[];
}

/** The answer of the mass change (also of its dry run). */
export interface MassChangeResult {
  changed: number;
  unchanged: number;
}
