import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import { useId, useState } from 'react';
import type { ModuleDto } from '../../../../../shared/portalApi';
import { portalTexts } from '../../../../../shared/texts';
import { useDashboardActions } from '../dashboardActions';

const texts = portalTexts.dashboard;

/** The remove icon of a temporary module and its confirm dialog; confirming closes the module for good. */
export function RemoveModuleButton({ module }: { module: ModuleDto }) {
  const [open, setOpen] = useState(false);
  const { closeModule } = useDashboardActions();
  const titleId = useId();
  const textId = useId();
  return (
    <>
      <IconButton size="small" aria-label={texts.removeModule(module.name)} onClick={() => setOpen(true)}>
        <CloseIcon fontSize="small" />
      </IconButton>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} aria-describedby={textId}>
        <DialogTitle id={titleId}>{texts.removeTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId}>{texts.removeQuestion}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{texts.cancel}</Button>
          <Button
            variant="contained"
            onClick={() => {
              setOpen(false);
              closeModule(module);
            }}
          >
            {texts.confirm}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
