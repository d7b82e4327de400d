import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { portalTexts } from '@shared/texts';

const texts = portalTexts.dashboard;

interface RemoveModuleDialogProps {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before a temporary module is closed for good (loaded when first opened). */
export function RemoveModuleDialog({ open, onCancel, onConfirm }: RemoveModuleDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{texts.removeTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{texts.removeQuestion}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{texts.cancel}</Button>
        <Button variant="contained" onClick={onConfirm}>
          {texts.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
