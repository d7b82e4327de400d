import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import type { MRT_Row, MRT_TableInstance } from 'material-react-table';
import type { RaRecord } from 'react-admin';
import { Link } from 'react-router-dom';
import { adminTexts } from '@shared/texts';
import type { GridColumn } from './gridColumn';
import { GridSelectCheckbox } from './GridSelectCheckbox';
import { plainControl } from './plainControls';
import { useRowName, type ReferenceLabelStore } from './referenceLabelStore';

export interface RowNaming {
  labels: ReferenceLabelStore;
  /** The column whose text names a row. */
  labelColumn: GridColumn;
}

/** A row's select box, named after the row (or the group). */
export function RowSelectCheckbox({
  table,
  row,
  staticRowIndex,
  labels,
  labelColumn,
}: RowNaming & { table: MRT_TableInstance<RaRecord>; row: MRT_Row<RaRecord>; staticRowIndex?: number }) {
  const name = useRowName(labels, labelColumn, row.original);
  return (
    <GridSelectCheckbox
      table={table}
      row={row}
      staticRowIndex={staticRowIndex}
      label={adminTexts.grid.selectRow(row.getIsGrouped() ? String(row.groupingValue ?? '') : name)}
    />
  );
}

/** The link that opens a row's record, named after the row: a plain link (see `plainControls.ts`). */
export function RowOpenLink({
  path,
  mode,
  record,
  labels,
  labelColumn,
}: RowNaming & { path: string; mode: 'edit' | 'show'; record: RaRecord }) {
  const label = adminTexts.grid.openRecord(mode, useRowName(labels, labelColumn, record));
  return (
    <Link to={path} className={plainControl.openLink} aria-label={label} title={label}>
      {mode === 'show' ? <VisibilityIcon fontSize="small" /> : <EditIcon fontSize="small" />}
    </Link>
  );
}
