import CloseIcon from '@mui/icons-material/Close';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useSessionState } from '@shared/auth/sessionState';
import { portalTexts } from '@shared/texts';
import { mobileMediaQuery } from '@shared/ui/theme';
import { visuallyHidden } from '@shared/ui/visuallyHidden';
import { useShellDialogs } from '../dialogs/shellDialogsContext';
import { DarkModeSwitch } from '../theme/DarkModeSwitch';
import { useWorkflows } from '../workflows/api/getWorkflows';
import { buildMenu, type MenuEntry, type MenuGroup } from './buildMenu';
import { MobileUserActions } from './MobileUserActions';

/** docs/requirements/limits.md. */
export const MENU_DRAWER_WIDTH = 384;

const labels = portalTexts.menu;

function EntryButton({ entry, onClose }: { entry: MenuEntry; onClose: () => void }) {
  const { pathname, search } = useLocation();
  const openDialog = useShellDialogs();
  switch (entry.kind) {
    case 'route': {
      const current = `${pathname}${search}` === entry.to;
      return (
        <ListItemButton
          component={RouterLink}
          to={entry.to}
          onClick={onClose}
          selected={current}
          aria-current={current ? 'page' : undefined}
        >
          <ListItemText primary={entry.label} />
        </ListItemButton>
      );
    }
    case 'backOffice':
      return (
        <ListItemButton component="a" href={entry.href}>
          <ListItemText primary={entry.label} />
        </ListItemButton>
      );
    case 'external':
      return (
        <ListItemButton component="a" href={entry.href} target="_blank" rel="noopener noreferrer" onClick={onClose}>
          <ListItemText
            primary={
              <>
                {entry.label}
                <OpenInNewIcon fontSize="inherit" sx={{ ml: 0.75, verticalAlign: '-0.125em' }} aria-hidden />
                <Box component="span" sx={visuallyHidden}>
                  {` ${labels.newTab}`}
                </Box>
              </>
            }
          />
        </ListItemButton>
      );
    case 'dialog':
      return (
        <ListItemButton
          aria-haspopup="dialog"
          onClick={() => {
            onClose();
            openDialog(entry.dialog);
          }}
        >
          <ListItemText primary={entry.label} />
        </ListItemButton>
      );
  }
}

function Group({ group, onClose }: { group: MenuGroup; onClose: () => void }) {
  const headingId = useId();
  return (
    <>
      <Typography
        id={headingId}
        variant="body2"
        component="h3"
        sx={{ px: 2, pt: 1.5, pb: 0.5, fontWeight: 600, color: 'text.secondary' }}
      >
        {group.label}
      </Typography>
      <List dense disablePadding aria-labelledby={headingId}>
        {group.entries.map((entry) => (
          <ListItem key={`${entry.kind}-${entry.label}`} disablePadding>
            <EntryButton entry={entry} onClose={onClose} />
          </ListItem>
        ))}
        {group.settings && (
          <ListItem disablePadding>
            <DarkModeSwitch />
          </ListItem>
        )}
      </List>
    </>
  );
}

/** The side drawer menu: the body does not scroll while it is open, and a click outside closes it. */
export function MenuDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { userData } = useSessionState();
  const workflows = useWorkflows();
  const isMobile = useMediaQuery(mobileMediaQuery);
  const titleId = useId();
  const groups = userData ? buildMenu(userData, workflows.data ?? []) : [];
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          sx: { width: `min(${MENU_DRAWER_WIDTH}px, 100vw)` },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}>
        <Typography id={titleId} variant="h2" component="h2" sx={{ fontSize: '1.25rem' }}>
          {labels.title}
        </Typography>
        <IconButton onClick={onClose} aria-label={labels.close}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      {isMobile && <MobileUserActions onClose={onClose} />}
      <Box component="nav" aria-label={labels.label} sx={{ pb: 2 }}>
        {groups.map((group) => (
          <Group key={group.key} group={group} onClose={onClose} />
        ))}
        {workflows.isPending && (
          <Typography variant="body2" role="status" sx={{ px: 2, color: 'text.secondary' }}>
            {labels.loadingWorkflows}
          </Typography>
        )}
      </Box>
    </Drawer>
  );
}
