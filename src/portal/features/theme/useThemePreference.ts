import { useEffect } from 'react';
import { alertMessage } from '@shared/api';
import { portalTexts } from '@shared/texts';
import { useSnackbar } from '@shared/ui/kit/Snackbar';
import {
  resolveThemeMode,
  THEME_DEFAULT_SETTING_KEY,
  THEME_PREFERENCE_KEY,
  type ThemeMode,
} from '@shared/ui/themePreference';
import { usePreferences, useSavePreference } from '../preferences/api/getPreferences';
import { useSettingsMap } from '../settings/api/getSettingsMap';
import { useThemeMode } from './themeModeContext';

/** Applies the user's colour scheme (or the administrator's default) once both are known. */
export function useThemePreferenceSync(): void {
  const preferences = usePreferences();
  const settings = useSettingsMap();
  const { setMode } = useThemeMode();
  const settled = !preferences.isPending && !settings.isPending;
  const preference = preferences.data?.[THEME_PREFERENCE_KEY];
  const adminDefault = settings.data?.[THEME_DEFAULT_SETTING_KEY];
  useEffect(() => {
    if (settled) setMode(resolveThemeMode(preference, adminDefault));
  }, [settled, preference, adminDefault, setMode]);
}

/** Switches the colour scheme now and remembers it for the user. */
export function useChangeThemeMode(): (mode: ThemeMode) => void {
  const { showMessage } = useSnackbar();
  const { setMode } = useThemeMode();
  const save = useSavePreference<ThemeMode>(THEME_PREFERENCE_KEY, (error) =>
    showMessage(alertMessage(portalTexts.theme.saveFailed, error), 'error'),
  );
  return (mode) => {
    setMode(mode);
    save.mutate(mode);
  };
}
