import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { portalTexts } from '../../../shared/texts';
import { InfoDialog } from '../../app/InfoDialog';
import { dialogWidths } from '../../../shared/ui/kit/dialogWidths';
import { useSettingsMap } from '../settings/api/getSettingsMap';

export const SUPPORT_MAILBOX_SETTING = 'support.mailbox';

/** The 'Support-Anfrage' dialog frame; its form arrives with the support feature. */
export function SupportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { data } = useSettingsMap();
  const mailbox = data?.[SUPPORT_MAILBOX_SETTING];
  return (
    <InfoDialog open={open} onClose={onClose} title={portalTexts.support.title} width={dialogWidths.support}>
      <Typography gutterBottom>{portalTexts.support.comingSoon}</Typography>
      {mailbox && (
        <Typography>
          {portalTexts.support.mailboxHint} <Link href={`mailto:${mailbox}`}>{mailbox}</Link>
        </Typography>
      )}
    </InfoDialog>
  );
}
