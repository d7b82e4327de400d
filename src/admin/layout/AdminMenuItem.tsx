import MenuItem from '@mui/material/MenuItem';
import type { ReactElement } from 'react';
import { Link, useMatch } from 'react-router-dom';
import { ADMIN_HOME } from '@shared/routes';

interface AdminMenuItemProps {
  to: string;
  text: string;
  icon: ReactElement;
  /** Narrowed to its icon: the text is still its name, and its tip on hover. */
  iconOnly: boolean;
  onChoose?: () => void;
}

/**
 * One entry of the menu: a link to a screen, marked as the current page on that screen and the ones under it
 * (`/admin` only on itself). Long German titles wrap onto a second line instead of being cut off: a menu read every
 * day is not read through tooltips.
 */
export function AdminMenuItem({ to, text, icon, iconOnly, onChoose }: AdminMenuItemProps) {
  const current = useMatch({ path: to, end: to === ADMIN_HOME }) !== null;
  return (
    <MenuItem
      component={Link}
      to={to}
      tabIndex={0}
      aria-current={current ? 'page' : undefined}
      title={iconOnly ? text : undefined}
      onClick={onChoose}
      sx={{
        color: current ? 'text.primary' : 'text.secondary',
        whiteSpace: iconOnly ? 'nowrap' : 'normal',
        lineHeight: 1.3,
        '& > svg': { flexShrink: 0, mr: 2, color: 'text.secondary' },
      }}
    >
      {icon}
      {text}
    </MenuItem>
  );
}
