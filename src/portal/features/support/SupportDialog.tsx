import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { supportTexts, uiTexts } from '@shared/texts';
import { dialogWidths } from '@shared/ui/kit/dialogWidths';
import type { SupportPrefill, SupportVariant } from './supportDialogContext';
import { SupportFormFields } from './SupportFormFields';
import { useSupportContact } from './useSupportContact';
import { useSupportForm } from './useSupportForm';

interface SupportDialogProps {
  open: boolean;
  onClose: () => void;
  variant: SupportVariant;
  prefill?: SupportPrefill;
}

/**
 * The 'Support-Anfrage' dialog (docs/requirements/behaviour.md, docs/requirements/validation.md). It stays mounted while closed, so a draft survives
 * closing; a sent request resets the form 100 ms after the dialog closed. It cannot be closed while sending.
 */
export function SupportDialog({ open, onClose, variant, prefill }: SupportDialogProps) {
  const titleId = useId();
  const { form, alert, submit, sending } = useSupportForm({ open, prefill, variant, onClose });
  const contact = useSupportContact(form, open);
  const close = () => {
    if (!sending) onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      keepMounted
      aria-labelledby={titleId}
      fullWidth
      maxWidth={false}
      slotProps={{ paper: { sx: { maxWidth: dialogWidths.support, m: 2, width: 'calc(100% - 32px)' } } }}
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>{supportTexts.form.title}</DialogTitle>
        <DialogContent>
          <SupportFormFields form={form} contact={contact} variant={variant} open={open} sending={sending} />
          {alert && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {alert}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={sending}>
            {uiTexts.common.close}
          </Button>
          <Button type="submit" variant="contained" disabled={sending || contact.blocked}>
            {sending ? supportTexts.form.sending : supportTexts.form.send}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
