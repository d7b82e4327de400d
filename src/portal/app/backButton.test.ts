import { backButtonKind, hasInAppHistory } from './backButton';

it.each([
  ['/', 1, 'home'],
  ['/', 5, 'home'],
  ['/profile', 1, 'close'],
  ['/docs', 0, 'close'],
  ['/profile', 2, 'back'],
  ['/modules/2/reports/5', 7, 'back'],
])('on %s with a history of %i the button is %s', (pathname, length, kind) => {
  expect(backButtonKind(pathname, length)).toBe(kind);
});

it.each([
  [{ idx: 2, key: 'a' }, true],
  [{ idx: 0, key: 'a' }, false],
  [null, false],
  [undefined, false],
  [{ usr: null }, false],
])('history state %o has in-app history: %s', (state, expected) => {
  expect(hasInAppHistory(state)).toBe(expected);
});
