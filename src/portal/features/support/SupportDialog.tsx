import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { portalTexts, uiTexts } from '../../../shared/texts';
import { dialogWidths } from '../../../shared/ui/kit/dialogWidths';
import { useSettingsMap } from '../settings/api/getSettingsMap';

export const SUPPORT_MAILBOX_SETTING = 'support.mailbox';

/** The 'Support-Anfrage' dialog frame; its form arrives with the support feature. */
export function SupportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  const { data } = useSettingsMap();
  const mailbox = data?.[SUPPORT_MAILBOX_SETTING];
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth={false}
      slotProps={{ paper: { sx: { maxWidth: dialogWidths.support, m: 2, width: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id={titleId}>{portalTexts.support.title}</DialogTitle>
      <DialogContent>
        <Typography gutterBottom>{portalTexts.support.comingSoon}</Typography>
        {mailbox && (
          <Typography>
            {portalTexts.support.mailboxHint} <Link href={`mailto:${mailbox}`}>{mailbox}</Link>
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {uiTexts.common.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
