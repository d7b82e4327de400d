import { canonicalRedirectTarget } from './canonicalOrigin';

const here = { origin: 'http://radar-alt.example', pathname: '/docs/1004', search: '?q=1', hash: '#abschnitt' };

it('sends the browser to the same path on the canonical origin', () => {
  expect(canonicalRedirectTarget('https://radar.example', here)).toBe('https://radar.example/docs/1004?q=1#abschnitt');
});

it('stays where it is on the canonical origin or without one', () => {
  expect(canonicalRedirectTarget('http://radar-alt.example', here)).toBeNull();
  expect(canonicalRedirectTarget(null, here)).toBeNull();
});
