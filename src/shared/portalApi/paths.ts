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
  /** spec section 7: `?pageId={id}`: content (HTML) and attachment ids of a manual page. */
  manualContent: '/api/confluence/v1/content',
  /** The manual's hierarchy as the user may see it (root node with children). Our addition. */
  manualTree: '/api/confluence/v1/content/tree',
  /** spec section 7: `?searchTerms={term}`: ranked list of pages. */
  manualSearch: '/api/confluence/v1/content/search',
  /** spec section 7: `?pageId={id}`: attachment ids; `/{attachmentId}`: the file. */
  manualAttachments: '/api/shared/confluence/v1/attachment',
} as const;

/** Calls relative to the AI base `/ai` (spec section 7). */
export const aiApiPaths = {
  chat: '/chat',
  /** Whether an answer helped (Ja/Nein); stored for admins. Our addition. */
  feedback: '/chat/feedback',
} as const;
