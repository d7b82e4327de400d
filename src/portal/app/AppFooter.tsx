import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { portalTexts } from '@shared/texts';
import { visuallyHidden } from '@shared/ui/visuallyHidden';
import { externalLinks } from '../config/externalLinks';
import { useShellDialogs } from '../features/dialogs/shellDialogsContext';

const labels = portalTexts.footer;

const newTabHint = (
  <Box component="span" sx={visuallyHidden}>
    {` ${portalTexts.menu.newTab}`}
  </Box>
);

/** Impressum, Datenschutz (external), Cookie-Einstellungen and the copyright line (docs/requirements/screens.md). */
export function AppFooter() {
  const openDialog = useShellDialogs();
  return (
    <Box
      component="footer"
      sx={{
        mt: 'auto',
        px: { xs: 2, sm: 3 },
        py: 2,
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1.5,
      }}
    >
      <Box component="nav" aria-label={labels.label} sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 2, sm: 3 } }}>
        <Link href={externalLinks.imprint} target="_blank" rel="noopener noreferrer" color="inherit">
          {labels.imprint}
          {newTabHint}
        </Link>
        <Link href={externalLinks.privacyPolicy} target="_blank" rel="noopener noreferrer" color="inherit">
          {labels.privacyPolicy}
          {newTabHint}
        </Link>
        <Link
          component="button"
          type="button"
          color="inherit"
          aria-haspopup="dialog"
          onClick={() => openDialog('privacy')}
        >
          {portalTexts.menu.cookieSettings}
        </Link>
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {labels.copyright(new Date().getFullYear())}
      </Typography>
    </Box>
  );
}
