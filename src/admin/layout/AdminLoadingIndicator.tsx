import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import { useLoading, useRefresh } from 'react-admin';
import { adminShellTexts } from '@shared/texts';

/** A reload button with a spinner in its place while data loads; unlike react-admin's, the spinner has a name. */
export function AdminLoadingIndicator() {
  const loading = useLoading();
  const refresh = useRefresh();
  return (
    <Box sx={{ position: 'relative', display: 'inline-flex', alignItems: 'center' }}>
      <IconButton
        color="inherit"
        aria-label={adminShellTexts.refresh}
        title={adminShellTexts.refresh}
        onClick={() => refresh()}
        sx={{ opacity: loading ? 0 : 1 }}
      >
        <RefreshIcon />
      </IconButton>
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
