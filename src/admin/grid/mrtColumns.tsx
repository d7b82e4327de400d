import type { MRT_ColumnDef, MRT_Row } from 'material-react-table';
import type { RaRecord } from 'react-admin';
import { adminTexts } from '@shared/texts';
import { statistics, type Statistics } from './aggregation';
import { cellText, groupValue, type ReferenceLabels } from './cellText';
import { ColumnFilter } from './filters/ColumnFilter';
import { isNumeric, isSortable, type GridColumn } from './gridColumn';

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

const groupText = (value: unknown): string =>
  typeof value === 'number'
    ? numberFormat.format(value)
    : value === '' || value === undefined
      ? adminTexts.common.none
      : String(value);

/** The grid's columns for material-react-table: our German text in every cell, our filters, statistics on numbers. */
export function toMrtColumns(columns: readonly GridColumn[], labels: ReferenceLabels): MRT_ColumnDef<RaRecord>[] {
  return columns.map((column) => ({
    id: column.field,
    header: column.label,
    accessorFn: (record: RaRecord) => groupValue(column, record, labels),
    Cell: ({ row }: { row: MRT_Row<RaRecord> }) => cellText(column, row.original, labels),
    GroupedCell: ({ row }: { row: MRT_Row<RaRecord> }) =>
      `${groupText(row.getGroupingValue(column.field))} (${row.getLeafRows().length.toLocaleString('de-DE')})`,
    enableSorting: isSortable(column),
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
