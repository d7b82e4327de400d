import { useState, type ReactNode } from 'react';
import { ShellDialogsContext, type ShellDialog } from '../features/dialogs/shellDialogsContext';
import { PrivacyCentreDialog } from '../features/privacy/PrivacyCentreDialog';
import { ProductInfoDialog } from '../features/productInfo/ProductInfoDialog';
import { UserDetailsDialog } from '../features/profile/UserDetailsDialog';
import { SupportDialog } from '../features/support/SupportDialog';

/** Holds which shell dialog is open; only one at a time. */
export function ShellDialogsProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<ShellDialog | null>(null);
  const close = () => setOpen(null);
  return (
    <ShellDialogsContext value={setOpen}>
      {children}
      <SupportDialog open={open === 'support'} onClose={close} />
      <PrivacyCentreDialog open={open === 'privacy'} onClose={close} />
      <ProductInfoDialog open={open === 'productInfo'} onClose={close} />
      <UserDetailsDialog open={open === 'userDetails'} onClose={close} />
    </ShellDialogsContext>
  );
}
