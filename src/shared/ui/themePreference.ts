/** Per-user preference key of the colour scheme, shared by portal and back office (preferences API). */
export const THEME_PREFERENCE_KEY = 'theme';
/** System setting with the administrator's default colour scheme. */
export const THEME_DEFAULT_SETTING_KEY = 'config.theme.default';

export const themeModes = ['light', 'dark'] as const;
export type ThemeMode = (typeof themeModes)[number];

export const isThemeMode = (value: unknown): value is ThemeMode =>
  typeof value === 'string' && (themeModes as readonly string[]).includes(value);

/** The user's own choice wins, then the administrator's default, then light. */
export const resolveThemeMode = (preference: unknown, adminDefault: unknown): ThemeMode =>
  isThemeMode(preference) ? preference : isThemeMode(adminDefault) ? adminDefault : 'light';
