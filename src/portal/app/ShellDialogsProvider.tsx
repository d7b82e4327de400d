import { useState, type ReactNode } from 'react';
import { ShellDialogsContext, type ShellDialog } from '../features/dialogs/shellDialogsContext';
import { PrivacyCentreDialog } from '../features/privacy/PrivacyCentreDialog';
import { ProductInfoDialog } from '../features/productInfo/ProductInfoDialog';
import { UserDetailsDialog } from '../features/profile/UserDetailsDialog';
import { SupportDialogContext, type OpenSupport, type SupportPrefill } from '../features/support/supportDialogContext';
import { SupportDialog } from '../features/support/SupportDialog';

/**
 * Holds which shell dialog is open; only one at a time. The support dialog opens plain from the header and
 * menu (dashboard variant) or pre-filled with a report through `useOpenSupport` (report view, AI assistant).
 */
export function ShellDialogsProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<ShellDialog | null>(null);
  const [prefill, setPrefill] = useState<SupportPrefill>();
  const close = () => setOpen(null);
  const openSupport: OpenSupport = (report) => {
    setPrefill(report);
    setOpen('support');
  };
  const openDialog = (dialog: ShellDialog) => (dialog === 'support' ? openSupport() : setOpen(dialog));
  return (
    <ShellDialogsContext value={openDialog}>
      <SupportDialogContext value={openSupport}>
        {children}
        <SupportDialog
          open={open === 'support'}
          onClose={close}
          variant={prefill ? 'report' : 'dashboard'}
          prefill={prefill}
        />
        <PrivacyCentreDialog open={open === 'privacy'} onClose={close} />
        <ProductInfoDialog open={open === 'productInfo'} onClose={close} />
        <UserDetailsDialog open={open === 'userDetails'} onClose={close} />
      </SupportDialogContext>
    </ShellDialogsContext>
  );
}
