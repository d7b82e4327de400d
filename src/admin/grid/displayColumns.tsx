import type { MRT_TableOptions } from 'material-react-table';
import type { RaRecord } from 'react-admin';
import { adminTexts } from '@shared/texts';
import { GridSelectCheckbox } from './GridSelectCheckbox';
import { rowActionsColumn } from './gridTargets';
import { RowSelectCheckbox, type RowNaming } from './RowControls';

/** The grid's own columns besides the data: the selection boxes and the rows' open links, named after the rows. */
export const displayColumns = (naming: RowNaming): MRT_TableOptions<RaRecord>['displayColumnDefOptions'] => ({
  'mrt-row-actions': rowActionsColumn,
  'mrt-row-select': {
    Header: ({ table }) => <GridSelectCheckbox table={table} label={adminTexts.grid.selectAll} />,
    Cell: ({ row, staticRowIndex, table }) => (
      <RowSelectCheckbox table={table} row={row} staticRowIndex={staticRowIndex} {...naming} />
    ),
  },
});
