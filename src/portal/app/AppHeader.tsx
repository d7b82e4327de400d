import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import MenuIcon from '@mui/icons-material/Menu';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import PersonIcon from '@mui/icons-material/Person';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useSessionState } from '@shared/auth/sessionState';
import { portalRoutes, usesCompactHeader } from '@shared/routes';
import { portalTexts } from '@shared/texts';
import { SkipLink } from '@shared/ui/kit/SkipLink';
import { mobileMediaQuery } from '@shared/ui/theme';
import { useShellDialogs } from '../features/dialogs/shellDialogsContext';
import { LogoutButton } from '../features/session/LogoutButton';
import { BackButton } from './BackButton';

const labels = portalTexts.header;

interface HeaderActionProps {
  label: string;
  icon: ReactNode;
  iconOnly: boolean;
  href?: string;
  /** Accessible name when it says more than the label (e.g. that a new tab opens). */
  ariaLabel?: string;
  onClick?: () => void;
  haspopup?: boolean;
}

/** A header button with icon and label, or the icon alone where space is short. */
function HeaderAction({ label, icon, iconOnly, href, ariaLabel, onClick, haspopup }: HeaderActionProps) {
  const link = href ? { href, target: '_blank', rel: 'noopener' } : {};
  const popup = haspopup ? { 'aria-haspopup': 'dialog' as const } : {};
  if (iconOnly) {
    return href ? (
      <IconButton color="inherit" component="a" {...link} aria-label={ariaLabel ?? label} title={label}>
        {icon}
      </IconButton>
    ) : (
      <IconButton color="inherit" onClick={onClick} aria-label={ariaLabel ?? label} title={label} {...popup}>
        {icon}
      </IconButton>
    );
  }
  return href ? (
    <Button color="inherit" component="a" {...link} startIcon={icon} aria-label={ariaLabel}>
      {label}
    </Button>
  ) : (
    <Button color="inherit" onClick={onClick} startIcon={icon} aria-label={ariaLabel} {...popup}>
      {label}
    </Button>
  );
}

/**
 * The portal header (docs/requirements/screens.md): back button, Handbuch (new tab), Support, the user's details, Abmelden and
 * the menu. Compact on report pages; on narrow screens the user's name and Abmelden move into the menu.
 */
export function AppHeader({ menuOpen, onOpenMenu }: { menuOpen: boolean; onOpenMenu: () => void }) {
  const { pathname } = useLocation();
  const { userData } = useSessionState();
  const openDialog = useShellDialogs();
  const isMobile = useMediaQuery(mobileMediaQuery);
  const compact = usesCompactHeader(pathname);
  const iconOnly = compact || isMobile;
  return (
    <AppBar position="sticky" color="primary" data-compact={compact || undefined}>
      <SkipLink />
      <Toolbar variant={compact ? 'dense' : 'regular'} sx={{ gap: { xs: 0, sm: 0.5 }, px: { xs: 1.5, sm: 2 } }}>
        <BackButton />
        <Box sx={{ flexGrow: 1 }} />
        <HeaderAction
          label={labels.manual}
          ariaLabel={labels.manualNewTab}
          icon={<MenuBookIcon />}
          iconOnly={iconOnly}
          href={portalRoutes.manual.pattern}
        />
        <HeaderAction
          label={labels.support}
          icon={<SupportAgentIcon />}
          iconOnly={iconOnly}
          onClick={() => openDialog('support')}
          haspopup
        />
        {userData && !isMobile && (
          <HeaderAction
            label={userData.name}
            ariaLabel={labels.userDetails(userData.name)}
            icon={<PersonIcon />}
            iconOnly={compact}
            onClick={() => openDialog('userDetails')}
            haspopup
          />
        )}
        {!isMobile && <LogoutButton />}
        <IconButton
          color="inherit"
          edge="end"
          onClick={onOpenMenu}
          aria-label={labels.openMenu}
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
        >
          <MenuIcon />
        </IconButton>
      </Toolbar>
    </AppBar>
  );
}
