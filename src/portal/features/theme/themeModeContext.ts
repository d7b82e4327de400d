import { createContext, useContext } from 'react';
import type { ThemeMode } from '@shared/ui/themePreference';

export interface ThemeModeApi {
  mode: ThemeMode;
  setMode: (mode: ThemeMode) => void;
}

export const ThemeModeContext = createContext<ThemeModeApi | null>(null);

export function useThemeMode(): ThemeModeApi {
  const api = useContext(ThemeModeContext);
  if (!api) throw new Error('useThemeMode needs a ThemeModeProvider above it.');
  return api;
}
