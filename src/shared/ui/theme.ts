import { createTheme, type Theme } from '@mui/material/styles';

/** Savings-bank red, dark enough for white text at WCAG AA (6.9:1). */
const radarRed = '#B80000';

export const createRadarTheme = (mode: 'light' | 'dark' = 'light'): Theme =>
  createTheme({
    palette: {
      mode,
      primary: { main: mode === 'light' ? radarRed : '#FF8A80' },
      secondary: { main: mode === 'light' ? '#37474F' : '#B0BEC5' },
      background: mode === 'light' ? { default: '#F5F5F5', paper: '#FFFFFF' } : {},
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: '"Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      h1: { fontSize: '2rem', fontWeight: 600 },
      h2: { fontSize: '1.5rem', fontWeight: 600 },
    },
  });
