/** The analytics consent the privacy centre stores; without it no event reaches the data layer. */
export const ANALYTICS_CONSENT_KEY = 'radar.analyticsConsent';

export type DataLayerEvent =
  { event: 'login'; loginSource: string } | { event: 'page_view'; path: string; pageKind: string };

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export const hasAnalyticsConsent = (): boolean => localStorage.getItem(ANALYTICS_CONSENT_KEY) === 'granted';

/** Pushes login and page-view events to `window.dataLayer` (docs/requirements/behaviour.md), only with consent. */
export function pushDataLayer(event: DataLayerEvent): boolean {
  if (!hasAnalyticsConsent()) return false;
  window.dataLayer ??= [];
  window.dataLayer.push(event);
  return true;
}
