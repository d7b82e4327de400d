/** The portal's own calls of spec section 7 (and the ones we added), relative to the API base `/backend`. */
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
  preferences: '/api/v1/preferences',
  /** POST: a batch of report usage events (spec section 7). */
  track: '/customerjourney/track',
  /** spec: the names of the reports the user may open, sorted. */
  reportNames: '/modules/reports',
  /** spec: `?reportName={name}`, or `?reportName=default&autoRoleProfile=default` for a general question. */
  contactInfo: '/contactinfo',
  /** spec: multipart support request. */
  sendSupportRequest: '/support/sendEmail',
} as const;
