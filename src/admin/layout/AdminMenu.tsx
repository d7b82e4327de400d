import HomeIcon from '@mui/icons-material/Home';
import Box from '@mui/material/Box';
import MenuList from '@mui/material/MenuList';
import Typography from '@mui/material/Typography';
import { useSidebarState } from 'react-admin';
import { useSessionState } from '@shared/auth/sessionState';
import { hasAnyRole } from '@shared/roles';
import { ADMIN_HOME, adminSections } from '@shared/routes';
import { adminShellTexts } from '@shared/texts';
import { mayOpenAdminRoute } from '@shared/routes/adminRouteAccess';
import { adminEntries } from '../resources';
import { AdminMenuItem } from './AdminMenuItem';

/** The menu's width open, and closed to its icons, as react-admin's menu has them. */
const WIDTH = { open: 240, closed: 55 } as const;

/**
 * Derived from the route table (icons from the resource registry), grouped by the sections of
 * docs/requirements/screens.md, showing only what the user may open. `onChoose` runs when an entry is chosen
 * (the phone's drawer closes).
 */
export function AdminMenu({ onChoose }: { onChoose?: () => void }) {
  const { userData } = useSessionState();
  const [open] = useSidebarState();
  if (!userData) return null;
  const iconOnly = !open;
  return (
    <MenuList sx={{ width: iconOnly ? WIDTH.closed : WIDTH.open }}>
      <AdminMenuItem
        to={ADMIN_HOME}
        text={adminShellTexts.home.title}
        icon={<HomeIcon />}
        iconOnly={iconOnly}
        onChoose={onChoose}
      />
      {adminSections
        .filter((section) => hasAnyRole(userData, section.roles))
        .map((section) => (
          <Box key={section.key} role="group" aria-labelledby={`admin-section-${section.key}`}>
            <Typography
              id={`admin-section-${section.key}`}
              variant="overline"
              component="div"
              sx={{ px: 2, pt: 1.5, color: 'text.secondary', lineHeight: 2, ...(iconOnly && { visibility: 'hidden' }) }}
            >
              {section.label}
            </Typography>
            {adminEntries
              .filter(({ route }) => route.section === section.key && mayOpenAdminRoute(userData, route))
              .map(({ route, views: { icon: Icon } }) => (
                <AdminMenuItem
                  key={route.path}
                  to={route.path}
                  text={route.title}
                  icon={<Icon />}
                  iconOnly={iconOnly}
                  onChoose={onChoose}
                />
              ))}
          </Box>
        ))}
    </MenuList>
  );
}
