/** The portal's own calls of docs/requirements/calls.md (and the ones we added), relative to the API base `/backend`. */
export const portalApiPaths = {
  notifications: '/notification/v1/user/all',
  /** POST with the query `notificationId={id}`: the notification stays closed for this user. */
  closeNotification: '/notification/v1/user/close',
  settingsMap: '/keyvalue/map',
  maintenance: '/system/v1/maintenance',
  /** Server configuration the browser needs (the canonical origin). Our addition. */
  clientConfig: '/system/v1/client-config',
  productInfo: '/menu/productinfo/data',
  workflows: '/api/admin/v1/workflow/all',
  /** The signed-in user's own report subscriptions. Our addition. */
  ownSubscriptions: '/pbi/report/subscription/v1/user/all',
  /** The signed-in user's own report exports with their files. Our addition. */
  ownExports: '/pbi/report/export/v1/user/all',
  /** One file of the user's own exports (403 for anybody else's). Our addition. */
  exportFile: (detailId: string | number) => `/pbi/report/export/v1/file/${encodeURIComponent(detailId)}`,
  exportFilePattern: '/pbi/report/export/v1/file/:detailId',
  preferences: '/api/v1/preferences',
  /** POST: a batch of report usage events (docs/requirements/calls.md). */
  track: '/customerjourney/track',
  /** spec: `?reportName={name}`, or `?reportName=default&autoRoleProfile=default` for a general question. */
  contactInfo: '/contactinfo',
  /** spec: multipart support request. */
  sendSupportRequest: '/support/sendEmail',
  /** Dashboard (docs/requirements/calls.md): a page of the user's modules, `?page&size[&category][&userGroup][&favorite=true]`. */
  modules: '/api/v1/module/pbi/all/',
  /** Categories and user groups of the user's modules. */
  moduleDimensions: '/api/v1/module/pbi/dimension/all',
  favoriteReports: '/api/v1/report/favorite/all',
  /** POST adds, DELETE removes, both with the query `moduleId={id}&reportId={id}`. */
  favoriteReport: '/api/v1/report/favorite',
  /** POST adds, DELETE removes the module as a favourite. */
  moduleFavorite: (moduleId: string | number) => `/module/${encodeURIComponent(moduleId)}/favorite`,
  moduleFavoritePattern: '/module/:moduleId/favorite',
  /** PUT `{ moduleIds }`: the user's order of their favourite modules. Our addition. */
  favoriteModuleOrder: '/module/favorite/order',
  /** POST with the query `moduleId={id}`: closes a temporary module for this user. */
  closeModule: '/module/v1/close',
  /** A module's media file (image blob); `mediaPrefix` + file name. */
  mediaPrefix: '/module/v1/media/',
  /** Names of the reports the user may open, sorted alphabetically. */
  moduleReports: '/modules/reports',
  /** `?moduleId=&reportId=`: the report's infos, one per account the user may open it with. */
  reportInfo: '/api/v1/report/pbi/info',
  /** `?reportViewLongId=`: the module and report a short link stands for. */
  reportShortLink: '/api/v1/report/pbi/short-link',
  /** docs/requirements/calls.md: `?moduleId=&reportId=&pbiAccountId=`: the report's filter definitions. */
  filterDefinitions: '/pbi/report/subscription/v1/filter-definitions/list',
  /** `?moduleId=&reportId=&pbiAccountId=`: how to draw the report for that account. Our design. */
  reportEmbed: '/api/v1/report/pbi/embed',
  /** docs/requirements/calls.md: `?pageId={id}`: content (HTML) and attachment ids of a manual page. */
  manualContent: '/api/confluence/v1/content',
  /** The manual's hierarchy as the user may see it (root node with children). Our addition. */
  manualTree: '/api/confluence/v1/content/tree',
  /** docs/requirements/calls.md: `?searchTerms={term}`: ranked list of pages. */
  manualSearch: '/api/confluence/v1/content/search',
  /** docs/requirements/calls.md: `?pageId={id}`: attachment ids; `/{attachmentId}`: the file. */
  manualAttachments: '/api/shared/confluence/v1/attachment',
} as const;

/** Calls relative to the AI base `/ai` (docs/requirements/calls.md). */
export const aiApiPaths = {
  chat: '/chat',
  /** Whether an answer helped (Ja/Nein); stored for admins. Our addition. */
  feedback: '/chat/feedback',
} as const;
