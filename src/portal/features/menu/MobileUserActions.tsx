import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useSessionState } from '@shared/auth/sessionState';
import { portalTexts } from '@shared/texts';
import { useShellDialogs } from '../dialogs/shellDialogsContext';
import { LogoutButton } from '../session/LogoutButton';

/** On narrow screens the header has no room for the user's name and Abmelden; the menu carries them. */
export function MobileUserActions({ onClose }: { onClose: () => void }) {
  const { userData } = useSessionState();
  const openDialog = useShellDialogs();
  if (!userData) return null;
  return (
    <>
      <Box sx={{ px: 2, py: 1.5, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography sx={{ flexBasis: '100%', fontWeight: 600 }}>{userData.name}</Typography>
        <Button
          variant="outlined"
          size="small"
          aria-haspopup="dialog"
          onClick={() => {
            onClose();
            openDialog('userDetails');
          }}
        >
          {portalTexts.userDetails.title}
        </Button>
        <LogoutButton />
      </Box>
      <Divider />
    </>
  );
}
