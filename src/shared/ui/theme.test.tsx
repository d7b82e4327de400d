import CssBaseline from '@mui/material/CssBaseline';
import { deDE } from '@mui/material/locale';
import { getContrastRatio, ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import { createRadarTheme } from './theme';

describe('createRadarTheme', () => {
  it.each(['light', 'dark'] as const)('keeps text and primary colours readable in %s mode (WCAG AA)', (mode) => {
    const { palette } = createRadarTheme(mode);
    expect(getContrastRatio(palette.text.primary, palette.background.default)).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(palette.text.secondary, palette.background.paper)).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(palette.primary.main, palette.background.paper)).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(palette.primary.contrastText, palette.primary.main)).toBeGreaterThanOrEqual(4.5);
    for (const status of [palette.error, palette.warning, palette.info, palette.success]) {
      expect(getContrastRatio(status.contrastText, status.main)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('is light unless dark is asked for', () => {
    expect(createRadarTheme().palette.mode).toBe('light');
    expect(createRadarTheme('dark').palette.mode).toBe('dark');
  });

  it("takes MUI's texts of a locale beside its own component defaults (the back office's German pagination)", () => {
    const { components } = createRadarTheme('dark', deDE);
    expect(components?.MuiTablePagination?.defaultProps?.labelRowsPerPage).toBe('Zeilen pro Seite:');
    expect(components?.MuiAppBar?.defaultProps?.elevation).toBe(1);
    expect(createRadarTheme('dark').components?.MuiTablePagination).toBeUndefined();
  });

  it('ends every transition and animation at once for users who ask for reduced motion (WCAG 2.3.3)', () => {
    render(
      <ThemeProvider theme={createRadarTheme()}>
        <CssBaseline />
      </ThemeProvider>,
    );
    const css = Array.from(document.querySelectorAll('style'), (style) => style.textContent).join('\n');
    const reduced = /@media \(prefers-reduced-motion: reduce\)\{\*,\*::before,\*::after\{([^}]*)\}/.exec(css)?.[1];
    expect(reduced).toContain('transition-duration:0.01ms!important');
    expect(reduced).toContain('animation-duration:0.01ms!important');
    expect(reduced).toContain('animation-iteration-count:1!important');
  });
});
