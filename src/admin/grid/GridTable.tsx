import {
  useMaterialReactTable,
  type MRT_PaginationState,
  type MRT_Row,
  type MRT_SortingState,
} from 'material-react-table';
import { useMemo, useState, useSyncExternalStore, type MouseEvent } from 'react';
import { useCreatePath, useListContext, type FilterPayload, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { displayColumns } from './displayColumns';
import { gridFeatures } from './gridFeatures';
import { textColumn, type GridColumn } from './gridColumn';
import { GridFrame } from './GridFrame';
import { GridToolbarActions } from './GridToolbarActions';
import { GroupedNote } from './GroupedNote';
import { layoutChanges } from './layoutChanges';
import type { MassChange } from './MassChangeButton';
import { toMrtColumns } from './mrtColumns';
import { createReferenceLabelStore, noLabels } from './referenceLabelStore';
import { ReferenceLabelsLoader } from './ReferenceLabelsLoader';
import { PlainBodyRows } from './PlainBodyRows';
import { RowOpenLink } from './RowControls';
import { resolveUpdater } from './tableUpdater';
import { useAllRows } from './useAllRows';
import { useGrouping } from './useGrouping';
import { useRememberedLayout } from './useRememberedLayout';

export interface GridTableProps {
  columns: readonly GridColumn[];
  /** Resource-specific changes offered for the selected rows. */
  massChanges?: readonly MassChange[];
  /** What a row opens. */
  rowClick?: 'edit' | 'show' | false;
  canCreate?: boolean;
  canDelete?: boolean;
  title: string;
  /** The layout stored in the user's preferences, as read (checked against the columns here). */
  storedLayout: unknown;
}

const idColumn = textColumn('id', 'ID', { size: 90 });

const getNoLabels = () => noLabels;

/**
 * material-react-table on react-admin's list controller. Paging, sorting and filtering happen on the server;
 * grouping (with counts and statistics) loads the whole filtered set. The column layout is remembered per user.
 */
export function GridTable({
  columns: ownColumns,
  massChanges = [],
  rowClick = 'edit',
  canCreate = true,
  canDelete = true,
  title,
  storedLayout,
}: GridTableProps) {
  const list = useListContext();
  const { resource } = list;
  const navigate = useNavigate();
  const createPath = useCreatePath();
  const columns = useMemo(
    () => (ownColumns.some((column) => column.field === 'id') ? ownColumns : [idColumn, ...ownColumns]),
    [ownColumns],
  );
  const [layout, changeLayout] = useRememberedLayout(resource, columns, storedLayout);
  const groups = useGrouping();
  const { grouped } = groups;

  const filter = list.filterValues as FilterPayload;
  const all = useAllRows(resource, filter, grouped);
  const rows = useMemo<RaRecord[]>(
    () => (grouped ? (all.rows ?? []) : (list.data ?? [])),
    [grouped, all.rows, list.data],
  );
  const [labels] = useState(createReferenceLabelStore);
  const mrtColumns = useMemo(() => toMrtColumns(columns, labels), [columns, labels]);
  // Grouping and the sorting of groups read the labels through the values the table caches per row until its data
  // changes: grouped, the labels' arrival hands it a new data array. Not grouped, nothing here listens to them.
  const groupingLabels = useSyncExternalStore(labels.subscribe, grouped ? labels.get : getNoLabels);
  const tableRows = useMemo(() => (groupingLabels === noLabels ? rows : [...rows]), [rows, groupingLabels]);
  const naming = { labels, labelColumn: columns.find((column) => column.field !== 'id') ?? idColumn };

  const sorting: MRT_SortingState = columns.some((column) => column.field === list.sort.field)
    ? [{ id: list.sort.field, desc: list.sort.order === 'DESC' }]
    : [];
  const pagination: MRT_PaginationState = grouped
    ? groups.groupPage
    : { pageIndex: Math.max(0, list.page - 1), pageSize: list.perPage };
  const rowSelection = Object.fromEntries(list.selectedIds.map((id) => [String(id), true]));
  const recordIds = new Map(rows.map((record) => [String(record.id), record.id]));
  const openPath = (record: RaRecord) =>
    rowClick ? createPath({ resource, id: record.id, type: rowClick }) : undefined;

  const openRow = (row: MRT_Row<RaRecord>, event: MouseEvent) => {
    if (row.getIsGrouped()) return;
    const path = openPath(row.original);
    if (path && !(event.target as HTMLElement).closest('button, a, input, label')) navigate(path);
  };

  const table = useMaterialReactTable<RaRecord>({
    ...gridFeatures,
    columns: mrtColumns,
    data: tableRows,
    manualPagination: !grouped,
    manualSorting: !grouped,
    rowCount: grouped ? undefined : (list.total ?? 0),
    // material-react-table names its sort buttons only once loaded (an empty aria-label before): while loading
    // there are none.
    enableSorting: !(grouped ? all.isPending : list.isPending),
    enableRowActions: rowClick !== false,
    state: {
      columnOrder: ['mrt-row-select', 'mrt-row-actions', 'mrt-row-expand', ...layout.order],
      columnVisibility: layout.visibility,
      columnSizing: layout.sizing,
      density: layout.density,
      grouping: groups.grouping,
      expanded: groups.expanded,
      pagination,
      sorting,
      rowSelection,
      isLoading: grouped ? all.isPending : list.isPending,
      showProgressBars: grouped ? all.isFetching : list.isFetching,
    },
    ...layoutChanges(changeLayout),
    onGroupingChange: (updater) => groups.changeGrouping(resolveUpdater(updater, groups.grouping)),
    onExpandedChange: (updater) => groups.setExpanded((old) => resolveUpdater(updater, old)),
    onPaginationChange: (updater) => {
      const next = resolveUpdater(updater, pagination);
      if (grouped) groups.setGroupPage(next);
      else if (next.pageSize !== list.perPage) list.setPerPage(next.pageSize);
      else list.setPage(next.pageIndex + 1);
    },
    onSortingChange: (updater) => {
      const [first] = resolveUpdater(updater, sorting);
      groups.toFirstGroupPage();
      list.setSort(first ? { field: first.id, order: first.desc ? 'DESC' : 'ASC' } : { field: 'id', order: 'ASC' });
    },
    onRowSelectionChange: (updater) => {
      const next = resolveUpdater(updater, rowSelection);
      const ids = Object.keys(next)
        .filter((key) => next[key])
        .map((key) => recordIds.get(key) ?? list.selectedIds.find((id) => String(id) === key))
        .filter((id): id is RaRecord['id'] => id !== undefined);
      list.onSelect(ids);
    },
    muiTableBodyRowProps: ({ row }) => ({
      onClick: (event) => openRow(row, event),
      sx: rowClick ? { cursor: 'pointer' } : undefined,
    }),
    // Grouped rows (with their expand buttons and statistics) and the empty page's note stay the table's own.
    muiTableBodyProps: ({ table: instance }) =>
      grouped || instance.getRowModel().rows.length === 0
        ? {}
        : { children: <PlainBodyRows table={instance} onRowClick={rowClick ? openRow : undefined} /> },
    displayColumnDefOptions: displayColumns(naming),
    renderRowActions: ({ row }) => {
      const path = row.getIsGrouped() ? undefined : openPath(row.original);
      if (!path) return null;
      return <RowOpenLink path={path} mode={rowClick === 'show' ? 'show' : 'edit'} record={row.original} {...naming} />;
    },
    renderTopToolbarCustomActions: ({ table: instance }) => (
      <GridToolbarActions
        table={instance}
        title={title}
        columns={columns}
        canCreate={canCreate}
        canDelete={canDelete}
        massChanges={massChanges}
      />
    ),
  });

  return (
    <>
      {grouped && <GroupedNote loading={all.isPending} progress={all.progress} />}
      <ReferenceLabelsLoader store={labels} columns={columns} rows={rows} />
      <GridFrame table={table} />
    </>
  );
}
