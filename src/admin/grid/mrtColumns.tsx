import type { MRT_ColumnDef, MRT_Row } from 'material-react-table';
import type { RaRecord } from 'react-admin';
import { adminTexts } from '@shared/texts';
import { statistics, type Statistics } from './aggregation';
import { cellText, compareShownTexts, compareStoredValues, formatDateTime, groupValue } from './cellText';
import { ColumnFilter } from './filters/ColumnFilter';
import { isNumeric, isSortable, type GridColumn } from './gridColumn';
import { noLabels, useLabelledText, type ReferenceLabelStore } from './referenceLabelStore';

const numberFormat = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 2 });

function StatisticsText({ value }: { value: unknown }) {
  const stats = value as Statistics | undefined;
  if (!stats) return null;
  const { sum, avg, min, max } = adminTexts.grid.aggregate;
  return (
    <>
      {[
        `${sum} ${numberFormat.format(stats.sum)}`,
        `${avg} ${numberFormat.format(stats.avg)}`,
        `${min} ${numberFormat.format(stats.min)}`,
        `${max} ${numberFormat.format(stats.max)}`,
      ].join(' · ')}
    </>
  );
}

function LabelledCellText({
  store,
  column,
  record,
}: {
  store: ReferenceLabelStore;
  column: GridColumn;
  record: RaRecord;
}) {
  return useLabelledText(store, column, record);
}

/** A group's heading: German numbers and times (a time column groups by its stored ISO value), "–" for none. */
export const groupText = (column: GridColumn, value: unknown): string =>
  typeof value === 'number'
    ? numberFormat.format(value)
    : value === '' || value === undefined
      ? adminTexts.common.none
      : column.kind === 'dateTime'
        ? formatDateTime(String(value))
        : String(value);

/** Kinds whose stored value the data API sorts by as a reader would: text, numbers (an id too), ISO times. */
const sortedByStoredValue = new Set<GridColumn['kind']>(['text', 'number', 'dateTime']);

type SortedRow = Pick<MRT_Row<RaRecord>, 'getIsGrouped' | 'getValue' | 'original'>;

/**
 * How a grouped grid, which sorts in the browser, orders a column's rows: by a record's stored value where the
 * data API's order by it reads right (ids stay numbers, not their text), by the shown text in German order for
 * labels and choices, and a group row by its own value.
 */
function sortingFnOf(column: GridColumn) {
  if (!sortedByStoredValue.has(column.kind)) {
    return (rowA: SortedRow, rowB: SortedRow) =>
      compareShownTexts(rowA.getValue(column.field), rowB.getValue(column.field));
  }
  const valueOf = (row: SortedRow): unknown =>
    row.getIsGrouped() ? row.getValue(column.field) : (row.original as Record<string, unknown>)[column.field];
  return (rowA: SortedRow, rowB: SortedRow) => compareStoredValues(valueOf(rowA), valueOf(rowB));
}

/**
 * The grid's columns for material-react-table: our German text in every cell, our filters, statistics on numbers.
 * They depend on the columns alone: a reference cell reads its label from the store, so the labels' arrival leaves
 * the definitions (and with them the other cells) as they are.
 */
export function toMrtColumns(columns: readonly GridColumn[], labels: ReferenceLabelStore): MRT_ColumnDef<RaRecord>[] {
  return columns.map((column) => ({
    id: column.field,
    header: column.label,
    accessorFn: (record: RaRecord) => groupValue(column, record, labels.get()),
    Cell: ({ row }: { row: MRT_Row<RaRecord> }) =>
      column.kind === 'reference' ? (
        <LabelledCellText store={labels} column={column} record={row.original} />
      ) : (
        cellText(column, row.original, noLabels)
      ),
    GroupedCell: ({ row }: { row: MRT_Row<RaRecord> }) =>
      `${groupText(column, row.getGroupingValue(column.field))} (${row.getLeafRows().length.toLocaleString('de-DE')})`,
    enableSorting: isSortable(column),
    sortingFn: sortingFnOf(column),
    enableColumnFilter: column.kind !== 'json',
    enableGrouping: column.kind !== 'json',
    Filter: () => <ColumnFilter column={column} />,
    ...(column.size ? { size: column.size } : {}),
    ...(isNumeric(column)
      ? {
          aggregationFn: (columnId: string, leafRows: { getValue: (id: string) => unknown }[]) =>
            statistics(leafRows.map((row) => row.getValue(columnId))),
          AggregatedCell: ({ cell }) => <StatisticsText value={cell.getValue()} />,
        }
      : {}),
  }));
}
