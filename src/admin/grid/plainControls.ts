import { alpha, darken, lighten, type Theme } from '@mui/material/styles';
import type { MRT_DensityState } from 'material-react-table';
import { TARGET_PX } from './gridTargets';

/**
 * Class names of the grid's plain parts: the rows of a page and their cells, the rows' selection boxes and open
 * links, the filter fields before they are first focused. They are native elements styled once by the grid's
 * frame (`plainControlStyles`) instead of MUI components that compute and serialise their styles each time one
 * renders: a page of 25 rows has 275 cells.
 */
export const plainControl = {
  row: 'radar-grid-row',
  cell: 'radar-grid-cell',
  controlCell: 'radar-grid-control-cell',
  checkbox: 'radar-grid-checkbox',
  openLink: 'radar-grid-open-link',
  filterField: 'radar-grid-filter-field',
} as const;

/** Cell paddings by density, as material-react-table has them (data cells, and the cells of controls). */
const paddings: Record<MRT_DensityState, { data: string; control: string }> = {
  compact: { data: '0.5rem', control: '0 0.5rem' },
  comfortable: { data: '1rem', control: '0.5rem 0.75rem' },
  spacious: { data: '1.5rem', control: '1rem 1.25rem' },
};

interface PlainControlLook {
  density: MRT_DensityState;
  /** The table's background, and the tint of a selected row (material-react-table's theme). */
  background: string;
  selected: string;
}

/** The plain parts' styles, for the `sx` of an element around the grid. */
export const plainControlStyles = (theme: Theme, { density, background, selected }: PlainControlLook) => {
  const light = theme.palette.mode === 'light';
  const border = light ? lighten(alpha(theme.palette.divider, 1), 0.88) : darken(alpha(theme.palette.divider, 1), 0.68);
  const hover = alpha(light ? darken(background, 0.3) : lighten(background, 0.3), 0.3);
  const padding = paddings[density];
  return {
    [`& .${plainControl.row}[data-opens]`]: { cursor: 'pointer' },
    [`& .${plainControl.row}:hover > td`]: { backgroundColor: hover },
    [`& .${plainControl.row}[data-selected] > td`]: { backgroundColor: selected },
    [`& .${plainControl.cell}, & .${plainControl.controlCell}`]: {
      ...theme.typography.body2,
      color: theme.palette.text.primary,
      borderBottom: `1px solid ${border}`,
      textAlign: 'left',
      verticalAlign: 'inherit',
      overflow: 'hidden',
    },
    [`& .${plainControl.cell}`]: {
      padding: padding.data,
      textOverflow: 'ellipsis',
      whiteSpace: density === 'compact' ? 'nowrap' : 'normal',
    },
    [`& .${plainControl.controlCell}`]: { padding: padding.control },
    [`& .${plainControl.checkbox}`]: {
      width: 18,
      height: 18,
      margin: `${(TARGET_PX - 18) / 2}px`,
      accentColor: theme.palette.primary.main,
      cursor: 'pointer',
      verticalAlign: 'middle',
      '&:disabled': { cursor: 'default' },
    },
    [`& .${plainControl.openLink}`]: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      minWidth: 32,
      minHeight: 32,
      borderRadius: '50%',
      color: theme.palette.action.active,
      '&:hover': { backgroundColor: theme.palette.action.hover },
      '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
    },
    // As MUI's small standard input draws a field: its font, underline and placeholder.
    [`& .${plainControl.filterField}`]: {
      ...theme.typography.body1,
      boxSizing: 'content-box',
      width: '100%',
      minWidth: 0,
      height: '1.4375em',
      padding: '5px 0 5px',
      border: 0,
      borderBottom: `1px solid ${light ? 'rgba(0, 0, 0, 0.42)' : 'rgba(255, 255, 255, 0.7)'}`,
      background: 'transparent',
      color: theme.palette.text.primary,
      '&::placeholder': { color: 'currentColor', opacity: light ? 0.42 : 0.5 },
      '&:focus': { outline: 'none', borderBottom: `2px solid ${theme.palette.primary.main}`, paddingBottom: '4px' },
    },
  };
};
