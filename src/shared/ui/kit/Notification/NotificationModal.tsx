import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { uiTexts } from '@shared/texts/ui';
import { dialogWidths } from '../dialogWidths';
import { NotificationMessage } from './NotificationMessage';
import type { NotificationLink } from './types';

interface NotificationModalProps {
  title: string;
  message: string;
  link?: NotificationLink;
  open: boolean;
  onClose: () => void;
}

export const NotificationModal = ({ title, message, link, open, onClose }: NotificationModalProps) => {
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      fullWidth
      maxWidth={false}
      slotProps={{ paper: { sx: { maxWidth: dialogWidths.genericModal } } }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <NotificationMessage id={messageId} message={message} link={link} />
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {uiTexts.common.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
