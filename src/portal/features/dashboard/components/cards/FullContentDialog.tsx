import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';
import { uiTexts } from '@shared/texts';
import { dialogWidths } from '@shared/ui/kit/dialogWidths';

interface FullContentDialogProps {
  title: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

/** The whole content of a card that does not fit into it, under the card's full title (loaded when first opened). */
export function FullContentDialog({ title, open, onClose, children }: FullContentDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      scroll="paper"
      slotProps={{ paper: { sx: { maxWidth: dialogWidths.genericModal, width: 'calc(100% - 32px)', m: 2 } } }}
    >
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </DialogTitle>
      <DialogContent dividers sx={{ overflowWrap: 'anywhere' }}>
        {children}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{uiTexts.common.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
