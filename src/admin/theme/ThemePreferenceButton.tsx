import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import IconButton from '@mui/material/IconButton';
import { useTheme } from 'react-admin';
import { adminShellTexts } from '@shared/texts';
import { THEME_PREFERENCE_KEY } from '@shared/ui/themePreference';
import { useSavePreference } from '../preferences/preferences';

/** Switches light/dark and remembers the choice for the user (the same preference the portal uses). */
export function ThemePreferenceButton() {
  const [mode, setMode] = useTheme();
  const savePreference = useSavePreference();
  const next = mode === 'dark' ? 'light' : 'dark';
  const label = next === 'dark' ? adminShellTexts.theme.toDark : adminShellTexts.theme.toLight;
  return (
    <IconButton
      color="inherit"
      aria-label={label}
      title={label}
      onClick={() => {
        setMode(next);
        void savePreference(THEME_PREFERENCE_KEY, next).catch(() => undefined);
      }}
    >
      {next === 'dark' ? <DarkModeIcon /> : <LightModeIcon />}
    </IconButton>
  );
}
