import {
  getIsRowSelected,
  getMRT_RowSelectionHandler,
  getMRT_SelectAllHandler,
  type MRT_Row,
  type MRT_RowData,
  type MRT_TableInstance,
} from 'material-react-table';
import { plainControl } from './plainControls';

interface GridSelectCheckboxProps<T extends MRT_RowData> {
  table: MRT_TableInstance<T>;
  /** Without a row: the checkbox that selects the whole page. */
  row?: MRT_Row<T>;
  staticRowIndex?: number;
  /** The accessible name of the checkbox. */
  label: string;
}

/**
 * The grid's selection checkbox: a native one (see `plainControls.ts`) in place of material-react-table's MUI
 * Checkbox, which also named its wrapper as well as its input (decision 095). Selecting stays the table's: its
 * handlers keep shift-click ranges and the sub-rows of a group.
 */
export function GridSelectCheckbox<T extends MRT_RowData>({
  table,
  row,
  staticRowIndex,
  label,
}: GridSelectCheckboxProps<T>) {
  const { isLoading } = table.getState();
  const checked = row ? getIsRowSelected({ row, table }) : table.getIsAllPageRowsSelected();
  const indeterminate = row
    ? !checked && row.getIsSomeSelected() && row.getCanSelectSubRows()
    : !checked && table.getIsSomeRowsSelected();
  return (
    <input
      type="checkbox"
      className={plainControl.checkbox}
      aria-label={label}
      checked={checked ?? false}
      ref={(input) => {
        if (input) input.indeterminate = indeterminate;
      }}
      disabled={isLoading || (row !== undefined && !row.getCanSelect())}
      onChange={row ? getMRT_RowSelectionHandler({ row, staticRowIndex, table }) : getMRT_SelectAllHandler({ table })}
      onClick={(event) => event.stopPropagation()}
    />
  );
}
