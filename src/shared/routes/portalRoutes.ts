export interface PortalRoute {
  /** react-router pattern. */
  pattern: string;
  /** A concrete path that opens this screen, used by tests that type each route into the address bar. */
  example: string;
  title: string;
  /** Rendered without header, menu and footer. */
  bare?: boolean;
}

/** The user routes of docs/requirements/screens.md. Report routes are also recognised by `isReportPath`. */
export const portalRoutes = {
  dashboard: { pattern: '/', example: '/', title: 'Startseite' },
  report: { pattern: '/modules/:moduleId/reports/:reportId', example: '/modules/5/reports/13', title: 'Bericht' },
  /** The same report view, chosen by the query parameters `module` and `report`. */
  reportQuery: { pattern: '/modules/reports', example: '/modules/reports?module=5&report=13', title: 'Bericht' },
  /** A report's short link: `/s/{reportViewLongId}`. */
  shortLink: { pattern: '/s/*', example: '/s/rv-08d12dfd', title: 'Bericht' },
  manual: { pattern: '/docs', example: '/docs', title: 'Handbuch' },
  manualPage: { pattern: '/docs/:pageId', example: '/docs/1001', title: 'Handbuch' },
  error: { pattern: '/error', example: '/error', title: 'Fehler' },
  maintenance: { pattern: '/maintenance', example: '/maintenance', title: 'Wartungsarbeiten' },
  ssoLogin: { pattern: '/sso/login', example: '/sso/login', title: 'Anmeldung' },
  health: { pattern: '/actuator/health', example: '/actuator/health', title: 'Systemstatus', bare: true },
  profile: { pattern: '/profile', example: '/profile', title: 'Benutzerdaten' },
  programRelease: {
    pattern: '/productInfo/programRelease',
    example: '/productInfo/programRelease',
    title: 'Programmfreigabe',
  },
  rightsAndRoles: {
    pattern: '/productInfo/rightsAndRoles',
    example: '/productInfo/rightsAndRoles',
    title: 'Rechte- und Rollenmodel',
  },
  reportSubscriptions: {
    pattern: '/reportsubscription/view',
    example: '/reportsubscription/view',
    title: 'Berichtsabonnements',
  },
  reportExports: { pattern: '/reportexport/view', example: '/reportexport/view', title: 'Exporte' },
  /** One workflow, chosen by the query parameter `workflow={id}`. */
  workflow: { pattern: '/workflow', example: '/workflow?workflow=1', title: 'Workflow' },
} as const satisfies Record<string, PortalRoute>;

export type PortalRouteKey = keyof typeof portalRoutes;

/** "A path containing both modules and reports is recognised as a report." */
export const isReportPath = (pathname: string): boolean => pathname.includes('modules') && pathname.includes('reports');

export const reportPath = (moduleId: string | number, reportId: string | number): string =>
  `/modules/${encodeURIComponent(moduleId)}/reports/${encodeURIComponent(reportId)}`;

/** Where a report that may not be opened, or fails to load, leads: 'Es gab ein Problem beim Laden der Seite.' */
export const reportErrorPath = (moduleId: string | number, reportId: string | number): string =>
  `${portalRoutes.error.pattern}?${new URLSearchParams({ module: String(moduleId), report: String(reportId) }).toString()}`;

/** The query parameter that narrows the subscriptions and exports pages to one report. */
export const REPORT_FILTER_PARAM = 'reportId';
export const filteredToReport = (pattern: string, reportId: string | number): string =>
  `${pattern}?${REPORT_FILTER_PARAM}=${encodeURIComponent(reportId)}`;

export const workflowPath = (workflowId: string | number): string =>
  `${portalRoutes.workflow.pattern}?workflow=${encodeURIComponent(workflowId)}`;

/** "/s/... and /modules/... use the report layout with a compact header." */
export const usesCompactHeader = (pathname: string): boolean =>
  pathname.startsWith('/s/') || pathname.startsWith('/modules/');

/** "Any path containing actuator/health: rendered bare." */
export const isHealthPath = (pathname: string): boolean => pathname.includes('actuator/health');

/** The enumeration of page kinds (docs/requirements/screens.md): the page-usage sources plus reportPage, a page inside a report. */
export const pageKinds = ['dashboard', 'report', 'reportPage', 'manual', 'other'] as const;
export type PageKind = (typeof pageKinds)[number];
export type PageUsageSource = Exclude<PageKind, 'reportPage'>;

/** Page-usage source of docs/requirements/screens.md: dashboard (root), report, manual (path contains docs) or other. */
export function classifyPage(pathname: string): PageUsageSource {
  if (pathname === '/') return 'dashboard';
  if (isReportPath(pathname)) return 'report';
  if (pathname.includes('docs')) return 'manual';
  return 'other';
}
