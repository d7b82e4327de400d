import { useSessionState } from '@shared/auth/sessionState';
import { portalTexts } from '@shared/texts';
import { InfoDialog } from '../../app/InfoDialog';
import { dialogWidths } from '@shared/ui/kit/dialogWidths';
import { UserDetailsList } from './UserDetailsList';

export function UserDetailsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { userData } = useSessionState();
  if (!userData) return null;
  return (
    <InfoDialog open={open} onClose={onClose} title={portalTexts.userDetails.title} width={dialogWidths.userDetails}>
      <UserDetailsList user={userData} />
    </InfoDialog>
  );
}
