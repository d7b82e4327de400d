import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Menu } from 'react-admin';
import { ADMIN_HOME, adminRoutes, adminSections } from '../../shared/routes';

/** The menu is derived from the route table, grouped by the sections of spec section 2. */
export function AdminMenu() {
  return (
    <Menu>
      <Menu.Item to={ADMIN_HOME} primaryText="Übersicht" />
      {adminSections.map((section) => (
        <Box key={section.key} role="group" aria-labelledby={`admin-section-${section.key}`}>
          <Typography
            id={`admin-section-${section.key}`}
            variant="overline"
            component="div"
            sx={{ px: 2, pt: 1.5, color: 'text.secondary', lineHeight: 2 }}
          >
            {section.label}
          </Typography>
          {adminRoutes
            .filter((route) => route.section === section.key)
            .map((route) => (
              <Menu.Item key={route.path} to={route.path} primaryText={route.title} />
            ))}
        </Box>
      ))}
    </Menu>
  );
}
