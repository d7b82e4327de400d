import type { MRT_TableOptions } from 'material-react-table';
import type { RaRecord } from 'react-admin';
import type { Density, GridLayout } from './gridLayout';
import { resolveUpdater } from './tableUpdater';

type LayoutChange = (change: (old: GridLayout) => GridLayout) => void;

/** The table's changes of column order, visibility, widths and density, as changes of the remembered layout. */
export const layoutChanges = (
  changeLayout: LayoutChange,
): Pick<
  MRT_TableOptions<RaRecord>,
  'onColumnOrderChange' | 'onColumnVisibilityChange' | 'onColumnSizingChange' | 'onDensityChange'
> => ({
  onColumnOrderChange: (updater) =>
    changeLayout((old) => ({
      ...old,
      order: resolveUpdater(updater, old.order).filter((id) => !id.startsWith('mrt-')),
    })),
  onColumnVisibilityChange: (updater) =>
    changeLayout((old) => ({ ...old, visibility: resolveUpdater(updater, old.visibility) })),
  onColumnSizingChange: (updater) => changeLayout((old) => ({ ...old, sizing: resolveUpdater(updater, old.sizing) })),
  onDensityChange: (updater) =>
    changeLayout((old) => ({ ...old, density: resolveUpdater(updater, old.density) as Density })),
});
