import HomeIcon from '@mui/icons-material/Home';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Menu } from 'react-admin';
import { useSessionState } from '@shared/auth/sessionState';
import { hasAnyRole } from '@shared/roles';
import { ADMIN_HOME, adminSections } from '@shared/routes';
import { adminShellTexts } from '@shared/texts';
import { mayOpenAdminRoute } from '@shared/routes/adminRouteAccess';
import { adminEntries } from '../resources';

/**
 * Long German titles ('Berichtsbasierte Ticketfreigabe') wrap onto a second line instead of being cut off: a menu
 * read every day is not read through tooltips.
 */
const wrappingItem = {
  whiteSpace: 'normal',
  '& .MuiTypography-noWrap': { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip', lineHeight: 1.3 },
} as const;

/**
 * Derived from the route table (icons from the resource registry), grouped by the sections of docs/requirements/screens.md,
 * showing only what the user may open.
 */
export function AdminMenu() {
  const { userData } = useSessionState();
  if (!userData) return null;
  return (
    <Menu>
      <Menu.Item to={ADMIN_HOME} primaryText={adminShellTexts.home.title} leftIcon={<HomeIcon />} />
      {adminSections
        .filter((section) => hasAnyRole(userData, section.roles))
        .map((section) => (
          <Box key={section.key} role="group" aria-labelledby={`admin-section-${section.key}`}>
            <Typography
              id={`admin-section-${section.key}`}
              variant="overline"
              component="div"
              sx={{ px: 2, pt: 1.5, color: 'text.secondary', lineHeight: 2 }}
            >
              {section.label}
            </Typography>
            {adminEntries
              .filter(({ route }) => route.section === section.key && mayOpenAdminRoute(userData, route))
              .map(({ route, views: { icon: Icon } }) => (
                <Menu.Item
                  key={route.path}
                  to={route.path}
                  primaryText={route.title}
                  leftIcon={<Icon />}
                  sx={wrappingItem}
                />
              ))}
          </Box>
        ))}
    </Menu>
  );
}
