import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTheme } from 'react-admin';
import { apiGet } from '@shared/api';
import { portalApiPaths } from '@shared/portalApi/paths';
import { resolveThemeMode, THEME_DEFAULT_SETTING_KEY, THEME_PREFERENCE_KEY } from '@shared/ui/themePreference';
import { usePreferences } from '../preferences/preferences';

/**
 * Applies the user's colour scheme (their preference, else the administrators' default setting, else light)
 * once both are loaded; later switches go through ThemePreferenceButton.
 */
export function ThemePreferenceSync() {
  const [mode, setMode] = useTheme();
  const preferences = usePreferences();
  const settings = useQuery({
    queryKey: ['radar', 'settingsMap'],
    queryFn: () => apiGet<Record<string, string>>(portalApiPaths.settingsMap),
    staleTime: Infinity,
  });
  const resolved =
    preferences.isSuccess && !settings.isPending
      ? resolveThemeMode(preferences.data[THEME_PREFERENCE_KEY], settings.data?.[THEME_DEFAULT_SETTING_KEY])
      : undefined;
  useEffect(() => {
    if (resolved && resolved !== mode) setMode(resolved);
  }, [resolved, mode, setMode]);
  return null;
}
