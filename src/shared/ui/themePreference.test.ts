import { resolveThemeMode, THEME_DEFAULT_SETTING_KEY, THEME_PREFERENCE_KEY } from './themePreference';

it('keeps the keys both entries rely on', () => {
  expect(THEME_PREFERENCE_KEY).toBe('theme');
  expect(THEME_DEFAULT_SETTING_KEY).toBe('config.theme.default');
});

it.each([
  ['dark', 'light', 'dark'],
  ['light', 'dark', 'light'],
  [undefined, 'dark', 'dark'],
  ['blau', 'dark', 'dark'],
  [undefined, undefined, 'light'],
  [42, 'grün', 'light'],
])('preference %o with default %o gives %s', (preference, adminDefault, mode) => {
  expect(resolveThemeMode(preference, adminDefault)).toBe(mode);
});
