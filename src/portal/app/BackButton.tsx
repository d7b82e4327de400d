import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useLocation, useNavigate } from 'react-router-dom';
import { portalRoutes } from '@shared/routes';
import { portalTexts } from '@shared/texts';
import { backButtonKind, hasInAppHistory } from './backButton';

const labels = portalTexts.header;

export function BackButton() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const kind = backButtonKind(pathname, window.history.length);

  const onClick = () => {
    if (kind === 'close') {
      window.close();
      // A window the script may not close stays open: then the start page is the way out.
      if (!window.closed) navigate(portalRoutes.dashboard.pattern);
    } else if (hasInAppHistory(window.history.state)) {
      navigate(-1);
    } else {
      navigate(portalRoutes.dashboard.pattern);
    }
  };

  if (kind === 'home') {
    return (
      <Button
        color="inherit"
        disabled
        sx={{
          fontSize: { xs: '1rem', sm: '1.125rem' },
          px: { xs: 0.5, sm: 1 },
          minWidth: 0,
          '&.Mui-disabled': { color: 'inherit' },
        }}
      >
        <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {labels.home}
        </Box>
      </Button>
    );
  }
  return (
    <Button
      color="inherit"
      onClick={onClick}
      startIcon={kind === 'close' ? <CloseIcon /> : <ArrowBackIcon />}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {kind === 'close' ? labels.close : labels.back}
    </Button>
  );
}
