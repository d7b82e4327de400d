import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { ModuleDto } from '@shared/portalApi';
import { uiTexts } from '@shared/texts';

interface FullImageDialogProps {
  module: ModuleDto;
  src: string;
  open: boolean;
  onClose: () => void;
}

/** The full-screen view of an image card (loaded when first opened). */
export function FullImageDialog({ module, src, open, onClose }: FullImageDialogProps) {
  const { altText } = module.properties;
  return (
    <Dialog fullScreen open={open} onClose={onClose} aria-labelledby={`bild-${module.id}`}>
      <DialogTitle id={`bild-${module.id}`}>{module.name}</DialogTitle>
      <DialogContent>
        <Box component="img" src={src} alt={altText ?? ''} sx={{ width: '100%', height: 'auto' }} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{uiTexts.common.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
