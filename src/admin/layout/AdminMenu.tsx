import ListSubheader from '@mui/material/ListSubheader';
import { Menu } from 'react-admin';
import { ADMIN_HOME, adminRoutes, adminSections } from '../../shared/routes';

/** The menu is derived from the route table, grouped by the sections of spec section 2. */
export function AdminMenu() {
  return (
    <Menu>
      <Menu.Item to={ADMIN_HOME} primaryText="Übersicht" />
      {adminSections.map((section) => (
        <li key={section.key} style={{ listStyle: 'none' }}>
          <ul style={{ padding: 0 }} aria-labelledby={`section-${section.key}`}>
            <ListSubheader id={`section-${section.key}`} component="li" disableSticky>
              {section.label}
            </ListSubheader>
            {adminRoutes
              .filter((route) => route.section === section.key)
              .map((route) => (
                <Menu.Item key={route.path} to={route.path} primaryText={route.title} />
              ))}
          </ul>
        </li>
      ))}
    </Menu>
  );
}
