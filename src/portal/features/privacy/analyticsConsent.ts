import { ANALYTICS_CONSENT_KEY } from '@shared/auth/dataLayer';

export type AnalyticsConsent = 'granted' | 'denied';

/** The consent this browser gave; undefined while the user has not decided (which counts as no consent). */
export function readAnalyticsConsent(): AnalyticsConsent | undefined {
  const stored = localStorage.getItem(ANALYTICS_CONSENT_KEY);
  return stored === 'granted' || stored === 'denied' ? stored : undefined;
}

export function writeAnalyticsConsent(consent: AnalyticsConsent): void {
  localStorage.setItem(ANALYTICS_CONSENT_KEY, consent);
}
