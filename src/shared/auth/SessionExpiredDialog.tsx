import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { texts } from '../texts';

interface SessionExpiredDialogProps {
  open: boolean;
  onRenew: () => void;
}

/** The blocking warning of docs/requirements/errors.md: without onClose it cannot be dismissed, only renewed by signing in. */
export function SessionExpiredDialog({ open, onRenew }: SessionExpiredDialogProps) {
  return (
    <Dialog open={open} aria-labelledby="session-expired-title" aria-describedby="session-expired-text">
      <DialogTitle id="session-expired-title">{texts.session.expiredTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id="session-expired-text">{texts.session.expiredMessage}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onRenew} autoFocus>
          {texts.session.expiredAction}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
