// @vitest-environment jsdom
import { ANALYTICS_CONSENT_KEY, hasAnalyticsConsent, pushDataLayer } from './dataLayer';

beforeEach(() => {
  localStorage.clear();
  delete window.dataLayer;
});

describe('pushDataLayer', () => {
  it('reads the consent from radar.analyticsConsent', () => {
    expect(ANALYTICS_CONSENT_KEY).toBe('radar.analyticsConsent');
  });

  it.each([
    ['no consent stored', null],
    ['consent denied', 'denied'],
    ['a value other than "granted"', 'true'],
  ])('pushes nothing and returns false with %s', (_case, consent) => {
    if (consent !== null) localStorage.setItem(ANALYTICS_CONSENT_KEY, consent);
    expect(hasAnalyticsConsent()).toBe(false);
    expect(pushDataLayer({ event: 'login', loginSource: 'portal' })).toBe(false);
    expect(window.dataLayer).toBeUndefined();
  });

  it('does not touch an existing data layer without consent', () => {
    window.dataLayer = [{ event: 'gtm.js' }];
    pushDataLayer({ event: 'page_view', path: '/berichte', pageKind: 'report' });
    expect(window.dataLayer).toEqual([{ event: 'gtm.js' }]);
  });

  it('pushes the event to window.dataLayer with consent', () => {
    localStorage.setItem(ANALYTICS_CONSENT_KEY, 'granted');
    expect(hasAnalyticsConsent()).toBe(true);
    expect(pushDataLayer({ event: 'login', loginSource: 'admin' })).toBe(true);
    expect(window.dataLayer).toEqual([{ event: 'login', loginSource: 'admin' }]);
  });

  it('appends to a data layer created before (e.g. by the tag manager)', () => {
    localStorage.setItem(ANALYTICS_CONSENT_KEY, 'granted');
    const existing: unknown[] = [{ event: 'gtm.js' }];
    window.dataLayer = existing;
    pushDataLayer({ event: 'page_view', path: '/berichte', pageKind: 'report' });
    expect(window.dataLayer).toBe(existing);
    expect(existing).toEqual([{ event: 'gtm.js' }, { event: 'page_view', path: '/berichte', pageKind: 'report' }]);
  });
});
