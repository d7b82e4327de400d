import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import { lazy, useState } from 'react';
import type { ModuleDto } from '@shared/portalApi';
import { portalTexts } from '@shared/texts';
import { MountWhenOpened } from '@shared/ui/kit/MountWhenOpened';
import { useDashboardActions } from '../dashboardActions';

const RemoveModuleDialog = lazy(() => import('./RemoveModuleDialog').then((m) => ({ default: m.RemoveModuleDialog })));

/** The remove icon of a temporary module and its confirm dialog; confirming closes the module for good. */
export function RemoveModuleButton({ module }: { module: ModuleDto }) {
  const [open, setOpen] = useState(false);
  const { closeModule } = useDashboardActions();
  return (
    <>
      <IconButton
        size="small"
        aria-label={portalTexts.dashboard.removeModule(module.name)}
        onClick={() => setOpen(true)}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
      <MountWhenOpened open={open}>
        <RemoveModuleDialog
          open={open}
          onCancel={() => setOpen(false)}
          onConfirm={() => {
            setOpen(false);
            closeModule(module);
          }}
        />
      </MountWhenOpened>
    </>
  );
}
