import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { portalTexts } from '@shared/texts';
import { useThemeMode } from './themeModeContext';
import { useChangeThemeMode } from './useThemePreference';

export function DarkModeSwitch() {
  const { mode } = useThemeMode();
  const changeMode = useChangeThemeMode();
  return (
    <FormControlLabel
      sx={{ mx: 0, px: 2, py: 0.5, width: '100%', justifyContent: 'space-between' }}
      labelPlacement="start"
      label={portalTexts.menu.darkMode}
      slotProps={{ typography: { variant: 'body2' } }}
      control={
        <Switch checked={mode === 'dark'} onChange={(event) => changeMode(event.target.checked ? 'dark' : 'light')} />
      }
    />
  );
}
