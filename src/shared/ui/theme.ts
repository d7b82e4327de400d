import { createTheme, type Theme } from '@mui/material/styles';
import type { ThemeMode } from './themePreference';

/** Savings-bank red, dark enough for white text at WCAG AA (6.9:1). */
const radarRed = '#B80000';
/** The same red lightened for dark backgrounds (7.5:1 on the dark paper). */
const radarRedOnDark = '#FF8A80';

/** Below this width the layout is the mobile one (docs/requirements/limits.md). */
export const MOBILE_BREAKPOINT_PX = 768;
export const mobileMediaQuery = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.05}px)`;

/**
 * Whoever asks their system for less motion gets none: transitions, ripples and spinners end at once instead of
 * moving (WCAG 2.3.3). MUI's transitions set their duration inline, which an `!important` rule still overrides.
 */
const reducedMotionStyles = {
  '@media (prefers-reduced-motion: reduce)': {
    '*, *::before, *::after': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto !important',
    },
  },
} as const;

/**
 * The sticky app bar (64 px, 56 on phones, 48 on report pages) covers the top of the window: whatever the keyboard
 * focuses (a notice's 'Schließen', a page's heading) is scrolled into view below it, with a little room.
 */
const clearOfStickyHeader = { html: { scrollPaddingTop: '72px' } } as const;

/**
 * The calm, professional look of portal and back office alike, in light or dark, with MUI's texts of a locale
 * (`deDE`) where a screen needs them. The locale goes into this `createTheme` call: passing a finished theme to
 * another `createTheme` made tsc compare `Theme` with `ThemeOptions` under react-admin's component list, 31 of its
 * 45 s of checking.
 */
export const createRadarTheme = (mode: ThemeMode = 'light', ...locales: object[]): Theme =>
  createTheme(
    {
      palette: {
        mode,
        primary: { main: mode === 'light' ? radarRed : radarRedOnDark },
        secondary: { main: mode === 'light' ? '#37474F' : '#B0BEC5' },
        // MUI's default status fills are too pale for their text (react-admin's snackbars use them).
        ...(mode === 'light'
          ? { warning: { main: '#B45309' }, info: { main: '#0277BD' } }
          : { error: { main: '#EF9A9A' } }),
        background:
          mode === 'light' ? { default: '#F5F5F5', paper: '#FFFFFF' } : { default: '#121212', paper: '#1E1E1E' },
      },
      shape: { borderRadius: 8 },
      typography: {
        fontFamily: '"Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
        h1: { fontSize: '2rem', fontWeight: 600, [`@media ${mobileMediaQuery}`]: { fontSize: '1.625rem' } },
        h2: { fontSize: '1.5rem', fontWeight: 600 },
        h3: { fontSize: '1.25rem', fontWeight: 600 },
        button: { textTransform: 'none', fontWeight: 600 },
      },
      components: {
        MuiAppBar: { defaultProps: { elevation: 1 } },
        MuiCssBaseline: { styleOverrides: { ...clearOfStickyHeader, ...reducedMotionStyles } },
        MuiLink: { defaultProps: { underline: 'always' } },
      },
    },
    ...locales,
  );
