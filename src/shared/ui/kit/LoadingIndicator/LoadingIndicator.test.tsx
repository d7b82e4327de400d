import { render, screen } from '@testing-library/react';
import { decomposeColor, getContrastRatio, hexToRgb } from '@mui/material/styles';
import { createRadarTheme } from '../../theme';
import { LOADING_PULSE_MIN_OPACITY, LoadingIndicator } from './LoadingIndicator';

describe('LoadingIndicator', () => {
  it('announces the default text politely', () => {
    render(<LoadingIndicator />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Die Daten werden geladen ...');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows the given title', () => {
    render(<LoadingIndicator title="Berichte werden geladen ..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Berichte werden geladen ...');
  });

  it('pulses the text for 3000 ms', () => {
    render(<LoadingIndicator />);
    expect(getComputedStyle(screen.getByText('Die Daten werden geladen ...')).animation).toMatch(
      /3000ms ease-in-out infinite/,
    );
  });

  it('stops pulsing for users who prefer reduced motion', () => {
    render(<LoadingIndicator />);
    const [pulseClass] = Array.from(screen.getByText('Die Daten werden geladen ...').classList).filter((name) =>
      name.startsWith('css-'),
    );
    const css = Array.from(document.querySelectorAll('style'), (style) => style.textContent).join('\n');
    expect(css).toMatch(
      new RegExp(String.raw`@media \(prefers-reduced-motion: reduce\)\{\.${pulseClass}\{[^}]*\banimation:none;`),
    );
  });

  it('shows a labelled spinner of size 56', () => {
    render(<LoadingIndicator variant="spinner" />);
    const spinner = screen.getByRole('progressbar', { name: 'Die Daten werden geladen ...' });
    expect(spinner).toHaveStyle({ width: '56px', height: '56px' });
    expect(screen.getByRole('status')).toHaveTextContent('Die Daten werden geladen ...');
  });

  it('labels the spinner with the given title', () => {
    render(<LoadingIndicator variant="spinner" title="Export läuft ..." />);
    expect(screen.getByRole('progressbar', { name: 'Export läuft ...' })).toBeInTheDocument();
  });
});

describe('the pulse', () => {
  /** The colour the eye sees: `color` drawn with `opacity` over `background` (both as MUI colour strings). */
  const seen = (color: string, opacity: number, background: string): string => {
    const over = decomposeColor(color.startsWith('#') ? hexToRgb(color) : color);
    const under = decomposeColor(background.startsWith('#') ? hexToRgb(background) : background);
    const coverage = (over.values[3] ?? 1) * opacity;
    const mixed = [0, 1, 2].map((i) => Math.round(over.values[i]! * coverage + under.values[i]! * (1 - coverage)));
    return `rgb(${mixed.join(', ')})`;
  };

  it.each(['light', 'dark'] as const)('keeps the text readable at its faintest in %s mode (WCAG AA)', (mode) => {
    const { palette } = createRadarTheme(mode);
    for (const background of [palette.background.default, palette.background.paper]) {
      const faintest = seen(palette.text.primary, LOADING_PULSE_MIN_OPACITY, background);
      expect(getContrastRatio(faintest, background)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
