import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { RefreshIconButton, useLoading } from 'react-admin';
import { adminShellTexts } from '@shared/texts';

/** react-admin's refresh button with a spinner while data loads; unlike its own, the spinner has a name. */
export function AdminLoadingIndicator() {
  const loading = useLoading();
  return (
    <Box sx={{ position: 'relative', display: 'inline-flex', alignItems: 'center' }}>
      <RefreshIconButton sx={{ opacity: loading ? 0 : 1 }} />
      {loading && (
        <CircularProgress
          color="inherit"
          size={16}
          thickness={6}
          aria-label={adminShellTexts.common.loading}
          sx={{ position: 'absolute', left: 12 }}
        />
      )}
    </Box>
  );
}
