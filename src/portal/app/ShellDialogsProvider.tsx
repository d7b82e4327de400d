import { lazy, useState, type ReactNode } from 'react';
import { ShellDialogsContext, type ShellDialog } from '../features/dialogs/shellDialogsContext';
import {
  SupportDialogContext,
  SupportReportContext,
  type OpenSupport,
  type SupportPrefill,
  type SupportReport,
} from '../features/support/supportDialogContext';
import { MountWhenOpened } from '@shared/ui/kit/MountWhenOpened';

// Loaded when first opened: the dashboard's first load does not need them (web budgets in the README).
const SupportDialog = lazy(() =>
  import('../features/support/SupportDialog').then((m) => ({ default: m.SupportDialog })),
);
const PrivacyCentreDialog = lazy(() =>
  import('../features/privacy/PrivacyCentreDialog').then((m) => ({ default: m.PrivacyCentreDialog })),
);
const ProductInfoDialog = lazy(() =>
  import('../features/productInfo/ProductInfoDialog').then((m) => ({ default: m.ProductInfoDialog })),
);
const UserDetailsDialog = lazy(() =>
  import('../features/profile/UserDetailsDialog').then((m) => ({ default: m.UserDetailsDialog })),
);

/**
 * Holds which shell dialog is open; only one at a time. The support dialog opens for the report a page has
 * named with `useSupportReport` (report variant), from wherever it is opened, or plain (dashboard variant).
 */
export function ShellDialogsProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<ShellDialog | null>(null);
  const [prefill, setPrefill] = useState<SupportPrefill>();
  const [currentReport, setCurrentReport] = useState<SupportReport>();
  const close = () => setOpen(null);
  const openSupport: OpenSupport = ({ report, message } = {}) => {
    setPrefill({ report: report ?? currentReport, message });
    setOpen('support');
  };
  const openDialog = (dialog: ShellDialog) => (dialog === 'support' ? openSupport() : setOpen(dialog));
  return (
    <ShellDialogsContext value={openDialog}>
      <SupportDialogContext value={openSupport}>
        <SupportReportContext value={setCurrentReport}>{children}</SupportReportContext>
        <MountWhenOpened open={open === 'support'}>
          <SupportDialog
            open={open === 'support'}
            onClose={close}
            variant={prefill?.report ? 'report' : 'dashboard'}
            prefill={prefill}
          />
        </MountWhenOpened>
        <MountWhenOpened open={open === 'privacy'}>
          <PrivacyCentreDialog open={open === 'privacy'} onClose={close} />
        </MountWhenOpened>
        <MountWhenOpened open={open === 'productInfo'}>
          <ProductInfoDialog open={open === 'productInfo'} onClose={close} />
        </MountWhenOpened>
        <MountWhenOpened open={open === 'userDetails'}>
          <UserDetailsDialog open={open === 'userDetails'} onClose={close} />
        </MountWhenOpened>
      </SupportDialogContext>
    </ShellDialogsContext>
  );
}
