// @vitest-environment jsdom
import { hasAnalyticsConsent, pushDataLayer } from '@shared/auth/dataLayer';
import { readAnalyticsConsent, writeAnalyticsConsent } from './analyticsConsent';

beforeEach(() => {
  localStorage.clear();
  window.dataLayer = [];
});

it('has no consent until the user decides', () => {
  expect(readAnalyticsConsent()).toBeUndefined();
  expect(pushDataLayer({ event: 'page_view', path: '/', pageKind: 'dashboard' })).toBe(false);
  expect(window.dataLayer).toEqual([]);
});

it('lets events through only while consent is granted, and remembers the choice', () => {
  writeAnalyticsConsent('granted');
  expect(readAnalyticsConsent()).toBe('granted');
  expect(hasAnalyticsConsent()).toBe(true);
  expect(pushDataLayer({ event: 'page_view', path: '/docs', pageKind: 'manual' })).toBe(true);

  writeAnalyticsConsent('denied');
  expect(readAnalyticsConsent()).toBe('denied');
  expect(pushDataLayer({ event: 'page_view', path: '/profile', pageKind: 'other' })).toBe(false);
  expect(window.dataLayer).toHaveLength(1);
});
