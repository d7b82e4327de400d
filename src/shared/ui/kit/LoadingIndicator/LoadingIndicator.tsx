import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';
import { uiTexts } from '@shared/texts/ui';
import { visuallyHidden } from '../../visuallyHidden';

export const LOADING_PULSE_MS = 3000;
export const LOADING_SPINNER_SIZE = 56;
/** The faintest the pulsing text gets: still 4.5:1 against the background in both colour schemes (WCAG AA). */
export const LOADING_PULSE_MIN_OPACITY = 0.7;

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: ${LOADING_PULSE_MIN_OPACITY}; }
`;

export interface LoadingIndicatorProps {
  /** @default 'Die Daten werden geladen ...' */
  title?: string;
  /** @default 'text' */
  variant?: 'text' | 'spinner';
}

/** A polite live region, so screen readers announce the loading without interrupting. */
export const LoadingIndicator = ({ title = uiTexts.loading.defaultTitle, variant = 'text' }: LoadingIndicatorProps) => (
  <Box role="status" aria-live="polite" sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>
    {variant === 'spinner' ? (
      <>
        <CircularProgress size={LOADING_SPINNER_SIZE} aria-label={title} />
        <Box component="span" sx={visuallyHidden}>
          {title}
        </Box>
      </>
    ) : (
      <Typography
        sx={{
          animation: `${pulse} ${LOADING_PULSE_MS}ms ease-in-out infinite`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        }}
      >
        {title}
      </Typography>
    )}
  </Box>
);
