import Drawer from '@mui/material/Drawer';
import { adminShellTexts } from '@shared/texts';
import { AdminMenu } from './AdminMenu';

/** The menu on a phone: a drawer over the page that a chosen entry closes. */
export function MobileMenuDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Drawer variant="temporary" open={open} onClose={onClose}>
      <nav aria-label={adminShellTexts.menu.navigation}>
        <AdminMenu onChoose={onClose} />
      </nav>
    </Drawer>
  );
}
