import Checkbox from '@mui/material/Checkbox';
import {
  getIsRowSelected,
  getMRT_RowSelectionHandler,
  getMRT_SelectAllHandler,
  type MRT_Row,
  type MRT_RowData,
  type MRT_TableInstance,
} from 'material-react-table';

interface GridSelectCheckboxProps<T extends MRT_RowData> {
  table: MRT_TableInstance<T>;
  /** Without a row: the checkbox that selects the whole page. */
  row?: MRT_Row<T>;
  staticRowIndex?: number;
  /** The accessible name of the checkbox itself (not of its wrapper). */
  label: string;
}

/**
 * The grid's selection checkbox in place of material-react-table's own, which hands MUI 9's Checkbox the
 * `inputProps` it no longer takes (React logs an unknown DOM property) and names its wrapper as well as its input
 * (decision 095). Selecting stays the table's: its handlers keep shift-click ranges and the sub-rows of a group.
 */
export function GridSelectCheckbox<T extends MRT_RowData>({
  table,
  row,
  staticRowIndex,
  label,
}: GridSelectCheckboxProps<T>) {
  const { density, isLoading } = table.getState();
  const checked = row ? getIsRowSelected({ row, table }) : table.getIsAllPageRowsSelected();
  const indeterminate = row
    ? !checked && row.getIsSomeSelected() && row.getCanSelectSubRows()
    : !checked && table.getIsSomeRowsSelected();
  const compact = density === 'compact';
  return (
    <Checkbox
      checked={checked ?? false}
      indeterminate={indeterminate}
      disabled={isLoading || (row !== undefined && !row.getCanSelect())}
      size={compact ? 'small' : 'medium'}
      onChange={row ? getMRT_RowSelectionHandler({ row, staticRowIndex, table }) : getMRT_SelectAllHandler({ table })}
      onClick={(event) => event.stopPropagation()}
      slotProps={{ input: { 'aria-label': label } }}
      sx={{ height: compact ? '1.75rem' : '2.5rem', width: compact ? '1.75rem' : '2.5rem', m: compact ? 0 : '-0.4rem' }}
    />
  );
}
