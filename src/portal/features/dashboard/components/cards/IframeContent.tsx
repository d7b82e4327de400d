import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { ModuleDto } from '@shared/portalApi';
import { portalTexts } from '@shared/texts';
import { mobileMediaQuery } from '@shared/ui/theme';

/** In a phone's narrow column the hint drops its icon, so its text fits the card without scrolling. */
const compactOnPhones = {
  [`@media ${mobileMediaQuery}`]: { px: 1, '& .MuiAlert-icon': { display: 'none' } },
} as const;

/** An iframe only for an address on the whitelisted-URL list; otherwise the German hint and nothing embedded. */
export function IframeContent({ module }: { module: ModuleDto }) {
  const url = module.properties.iframeUrl;
  if (!url || !module.embedAllowed) {
    return (
      <Alert severity="info" variant="outlined" role="note" sx={compactOnPhones}>
        {portalTexts.dashboard.iframeNotAllowed}
      </Alert>
    );
  }
  return (
    <Box
      component="iframe"
      src={url}
      title={portalTexts.dashboard.iframeTitle(module.name)}
      loading="lazy"
      referrerPolicy="no-referrer"
      sandbox="allow-scripts allow-same-origin allow-popups allow-forms"
      sx={{ border: 0, width: '100%', height: '100%', display: 'block' }}
    />
  );
}
