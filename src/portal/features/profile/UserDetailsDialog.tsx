import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useSessionState } from '../../../shared/auth/sessionState';
import { portalTexts, uiTexts } from '../../../shared/texts';
import { dialogWidths } from '../../../shared/ui/kit/dialogWidths';
import { UserDetailsList } from './UserDetailsList';

export function UserDetailsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { userData } = useSessionState();
  const titleId = useId();
  if (!userData) return null;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth={false}
      slotProps={{ paper: { sx: { maxWidth: dialogWidths.userDetails, m: 2, width: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id={titleId}>{portalTexts.userDetails.title}</DialogTitle>
      <DialogContent>
        <UserDetailsList user={userData} />
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {uiTexts.common.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
