import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { composeErrorDetail } from '@shared/api';
import { supportTexts } from '@shared/texts';
import { SanitizedHtml } from '@shared/ui/kit/SanitizedHtml';
import type { SupportContact } from './useSupportContact';

const t = supportTexts.form;

/** The recipient: the fixed support-team label when support is available, the entry's description when not. */
export function ContactDetails({ contact }: { contact: SupportContact }) {
  if (contact.contact.isError) {
    return <Alert severity="error">{`${t.contactLoadFailed}${composeErrorDetail(contact.contact.error)}`}</Alert>;
  }
  const { info } = contact;
  if (!info) return null;
  if (info.supportAvailable) {
    return (
      <TextField label={t.recipient} value={t.supportTeam} fullWidth slotProps={{ htmlInput: { readOnly: true } }} />
    );
  }
  return info.description ? (
    <Alert severity="info" icon={false}>
      <SanitizedHtml html={info.description} />
    </Alert>
  ) : (
    <Alert severity="info">{supportTexts.validation.notSupported}</Alert>
  );
}
