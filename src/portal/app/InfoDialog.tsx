import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';
import { uiTexts } from '@shared/texts';

interface InfoDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Maximum width in px (docs/requirements/limits.md, `dialogWidths`). */
  width: number;
  children: ReactNode;
}

/** The frame of the shell's informational dialogs: titled, width-capped, closed by 'Schließen'. */
export function InfoDialog({ open, onClose, title, width, children }: InfoDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth={false}
      slotProps={{ paper: { sx: { maxWidth: width, m: 2, width: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {uiTexts.common.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
