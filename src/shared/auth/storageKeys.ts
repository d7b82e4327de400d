/** Browser storage keys of docs/requirements/entities.md. Local storage unless marked as session storage. */
export const storageKeys = {
  idToken: 'radar.idToken',
  accessToken: 'radar.accessToken',
  refreshToken: 'radar.refreshToken',
  sessionTimeout: 'radar.sessionTimeout',
  sessionUpdatePending: 'radar.sessionUpdatePending',
  logoutPending: 'radar.logoutPending',
  redirectToPrevious: 'radar.redirectToPrevious',
  serverErrorRetryTime: 'radar.serverErrorRetryTime',
  loginSource: 'radar.loginSource',
  /** Session storage. */
  sessionRetryCount: 'radar.sessionRetryCount',
  /** Session storage: visited paths separated by '|'. */
  historyItems: 'radar.historyItems',
} as const;
