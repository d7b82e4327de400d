import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { createRadarTheme } from '@shared/ui/theme';
import { isThemeMode, type ThemeMode } from '@shared/ui/themePreference';
import { ThemeModeContext, type ThemeModeApi } from './themeModeContext';

/** This browser's last colour scheme, so a reload does not flash light before the user's preference is loaded. */
const LAST_MODE_KEY = 'radar.lastThemeMode';

const lastMode = (): ThemeMode => {
  const stored = localStorage.getItem(LAST_MODE_KEY);
  return isThemeMode(stored) ? stored : 'light';
};

export function ThemeModeProvider({ children }: { children: ReactNode }) {
  const [mode, setModeState] = useState<ThemeMode>(lastMode);
  const setMode = useCallback((next: ThemeMode) => {
    localStorage.setItem(LAST_MODE_KEY, next);
    setModeState(next);
  }, []);
  const api = useMemo<ThemeModeApi>(() => ({ mode, setMode }), [mode, setMode]);
  const theme = useMemo(() => createRadarTheme(mode), [mode]);
  return (
    <ThemeModeContext value={api}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </ThemeModeContext>
  );
}
