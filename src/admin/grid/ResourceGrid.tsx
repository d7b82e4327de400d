import Box from '@mui/material/Box';
import {
  MaterialReactTable,
  useMaterialReactTable,
  type MRT_ExpandedState,
  type MRT_GroupingState,
  type MRT_PaginationState,
  type MRT_RowSelectionState,
  type MRT_SortingState,
  type MRT_Updater,
} from 'material-react-table';
import { useDeferredValue, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import {
  CanAccess,
  ListContextProvider,
  Loading,
  useCreatePath,
  useListContext,
  useListController,
  useNotify,
  useResourceContext,
  type FilterPayload,
  type RaRecord,
  type SortPayload,
} from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { alertMessage } from '@shared/api';
import { adminRouteOfResource } from '@shared/routes';
import { adminTexts } from '@shared/texts';
import { usePreferences, useSavePreference } from '../preferences/preferences';
import { textColumn, type GridColumn } from './gridColumn';
import { gridPreferenceKey, keptUnlessChanged, readGridLayout, type Density, type GridLayout } from './gridLayout';
import { GridSelectCheckbox } from './GridSelectCheckbox';
import { GroupedNote } from './GroupedNote';
import { GridToolbarActions } from './GridToolbarActions';
import { headCellTargets, rowActionsColumn } from './gridTargets';
import { gridLocalization } from './localization';
import type { MassChange } from './MassChangeButton';
import { toMrtColumns } from './mrtColumns';
import { createReferenceLabelStore, noLabels } from './referenceLabelStore';
import { ReferenceLabelsLoader } from './ReferenceLabelsLoader';
import { RowOpenLink, RowSelectCheckbox } from './RowControls';
import { useAllRows } from './useAllRows';
import { NotAllowedPage } from '../layout/NotAllowedPage';
import { PageHeading } from '../layout/PageHeading';

export interface ResourceGridProps {
  columns: readonly GridColumn[];
  defaultSort?: SortPayload;
  /** Resource-specific changes offered for the selected rows. */
  massChanges?: readonly MassChange[];
  /** What a row opens. */
  rowClick?: 'edit' | 'show' | false;
  canCreate?: boolean;
  canDelete?: boolean;
  /** Shown between the heading and the grid. */
  intro?: ReactNode;
}

const PAGE_SIZES = [10, 25, 50, 100];
const SAVE_DELAY_MS = 500;
const idColumn = textColumn('id', 'ID', { size: 90 });

const getNoLabels = () => noLabels;

const resolve = <T,>(updater: MRT_Updater<T>, old: T): T =>
  typeof updater === 'function' ? (updater as (old: T) => T)(old) : updater;

/**
 * The one grid of the back office, for every list: material-react-table on react-admin's list controller.
 * Paging, sorting and filtering happen on the server; grouping (with counts and statistics) loads the whole
 * filtered set; export and print always take the whole filtered set. The column layout is remembered per user.
 */
export function ResourceGrid(props: ResourceGridProps) {
  const resource = useResourceContext() ?? '';
  // Access is asked before any of the grid's requests: without the role the page says 'Kein Zugriff' instead of
  // first sending requests the server refuses.
  return (
    <CanAccess action="list" resource={resource} loading={<Loading />} accessDenied={<NotAllowedPage />}>
      <GridPage {...props} />
    </CanAccess>
  );
}

function GridPage(props: ResourceGridProps) {
  const resource = useResourceContext() ?? '';
  const route = adminRouteOfResource(resource);
  const title = route?.title ?? resource;
  const controller = useListController({
    resource,
    perPage: 25,
    sort: props.defaultSort ?? { field: 'id', order: 'ASC' },
  });
  const preferences = usePreferences();
  // The heading is drawn and the list's request sent before the table (hundreds of MUI components, its filter
  // row) renders: that render follows as a deferred one, which React splits into short tasks.
  const tableDue = useDeferredValue(true, false);
  return (
    <ListContextProvider value={controller}>
      <Box sx={{ my: 2 }}>
        <PageHeading title={title} />
        {props.intro}
        {preferences.isPending || !tableDue ? (
          <Loading />
        ) : (
          <GridTable
            key={resource}
            {...props}
            title={title}
            storedLayout={preferences.data?.[gridPreferenceKey(resource)]}
          />
        )}
      </Box>
    </ListContextProvider>
  );
}

function GridTable({
  columns: ownColumns,
  massChanges = [],
  rowClick = 'edit',
  canCreate = true,
  canDelete = true,
  title,
  storedLayout,
}: ResourceGridProps & { title: string; storedLayout: unknown }) {
  const list = useListContext();
  const { resource } = list;
  const navigate = useNavigate();
  const createPath = useCreatePath();
  const notify = useNotify();
  const savePreference = useSavePreference();
  const columns = useMemo(
    () => (ownColumns.some((column) => column.field === 'id') ? ownColumns : [idColumn, ...ownColumns]),
    [ownColumns],
  );

  const [layout, setLayout] = useState<GridLayout>(() =>
    readGridLayout(
      storedLayout,
      columns.map((column) => column.field),
      columns.filter((column) => column.hidden).map((column) => column.field),
    ),
  );
  const [initialLayout] = useState(layout);
  const changeLayout = (change: (old: GridLayout) => GridLayout) =>
    setLayout((old) => keptUnlessChanged(old, change(old)));
  useEffect(() => {
    if (layout === initialLayout) return undefined;
    const timer = setTimeout(() => {
      savePreference(gridPreferenceKey(resource), layout).catch((error: unknown) =>
        notify(alertMessage(adminTexts.grid.preferencesFailed, error), { type: 'warning' }),
      );
    }, SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [layout, initialLayout, resource, savePreference, notify]);

  const [grouping, setGrouping] = useState<MRT_GroupingState>([]);
  const [expanded, setExpanded] = useState<MRT_ExpandedState>({});
  const [groupPage, setGroupPage] = useState<MRT_PaginationState>({ pageIndex: 0, pageSize: 25 });
  const grouped = grouping.length > 0;

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

  const sorting: MRT_SortingState = columns.some((column) => column.field === list.sort.field)
    ? [{ id: list.sort.field, desc: list.sort.order === 'DESC' }]
    : [];
  const pagination: MRT_PaginationState = grouped
    ? groupPage
    : { pageIndex: Math.max(0, list.page - 1), pageSize: list.perPage };
  const rowSelection: MRT_RowSelectionState = Object.fromEntries(list.selectedIds.map((id) => [String(id), true]));
  const recordIds = new Map(rows.map((record) => [String(record.id), record.id]));
  const labelColumn = columns.find((column) => column.field !== 'id') ?? idColumn;
  const openPath = (record: RaRecord) =>
    rowClick ? createPath({ resource, id: record.id, type: rowClick }) : undefined;

  const table = useMaterialReactTable<RaRecord>({
    columns: mrtColumns,
    data: tableRows,
    getRowId: (record) => String(record.id),
    localization: gridLocalization,
    manualPagination: !grouped,
    manualSorting: !grouped,
    manualFiltering: true,
    manualGrouping: false,
    // The page index is ours to reset (on grouping and sorting): the table's own reset, run after every new row
    // model, answered each of our page updates with another one when a group was expanded (React error #185).
    autoResetPageIndex: false,
    rowCount: grouped ? undefined : (list.total ?? 0),
    enableGlobalFilter: false,
    enableColumnFilters: true,
    enableFacetedValues: false,
    // material-react-table names its sort buttons only once loaded (an empty aria-label before): while loading
    // there are none.
    enableSorting: !(grouped ? all.isPending : list.isPending),
    enableMultiSort: false,
    enableGrouping: true,
    enableColumnOrdering: true,
    enableColumnResizing: true,
    enableColumnPinning: false,
    enableFullScreenToggle: false,
    enableRowSelection: true,
    enableSubRowSelection: true,
    enableRowActions: rowClick !== false,
    positionActionsColumn: 'first',
    groupedColumnMode: 'reorder',
    paginationDisplayMode: 'default',
    positionToolbarAlertBanner: 'none',
    layoutMode: 'semantic',
    initialState: { showColumnFilters: true },
    state: {
      columnOrder: ['mrt-row-select', 'mrt-row-actions', 'mrt-row-expand', ...layout.order],
      columnVisibility: layout.visibility,
      columnSizing: layout.sizing,
      density: layout.density,
      grouping,
      expanded,
      pagination,
      sorting,
      rowSelection,
      isLoading: grouped ? all.isPending : list.isPending,
      showProgressBars: grouped ? all.isFetching : list.isFetching,
    },
    onColumnOrderChange: (updater) =>
      changeLayout((old) => ({
        ...old,
        order: resolve(updater, old.order).filter((id) => !id.startsWith('mrt-')),
      })),
    onColumnVisibilityChange: (updater) =>
      changeLayout((old) => ({ ...old, visibility: resolve(updater, old.visibility) })),
    onColumnSizingChange: (updater) => changeLayout((old) => ({ ...old, sizing: resolve(updater, old.sizing) })),
    onDensityChange: (updater) =>
      changeLayout((old) => ({ ...old, density: resolve(updater, old.density) as Density })),
    onGroupingChange: (updater) => {
      setGrouping((old) => resolve(updater, old));
      setExpanded({});
      setGroupPage((old) => ({ ...old, pageIndex: 0 }));
    },
    onExpandedChange: (updater) => setExpanded((old) => resolve(updater, old)),
    onPaginationChange: (updater) => {
      const next = resolve(updater, pagination);
      if (grouped) setGroupPage(next);
      else if (next.pageSize !== list.perPage) list.setPerPage(next.pageSize);
      else list.setPage(next.pageIndex + 1);
    },
    onSortingChange: (updater) => {
      const [first] = resolve(updater, sorting);
      setGroupPage((old) => ({ ...old, pageIndex: 0 }));
      list.setSort(first ? { field: first.id, order: first.desc ? 'DESC' : 'ASC' } : { field: 'id', order: 'ASC' });
    },
    onRowSelectionChange: (updater) => {
      const next = resolve(updater, rowSelection);
      const ids = Object.keys(next)
        .filter((key) => next[key])
        .map((key) => recordIds.get(key) ?? list.selectedIds.find((id) => String(id) === key))
        .filter((id): id is RaRecord['id'] => id !== undefined);
      list.onSelect(ids);
    },
    muiTableBodyRowProps: ({ row }) => ({
      onClick: (event) => {
        if (row.getIsGrouped()) return;
        const path = openPath(row.original);
        if (path && !(event.target as HTMLElement).closest('button, a, input, label')) navigate(path);
      },
      sx: rowClick ? { cursor: 'pointer' } : undefined,
    }),
    muiPaginationProps: { rowsPerPageOptions: PAGE_SIZES, showFirstButton: true, showLastButton: true },
    muiLinearProgressProps: { 'aria-label': adminTexts.common.loading },
    muiCircularProgressProps: { 'aria-label': adminTexts.common.loading },
    displayColumnDefOptions: {
      'mrt-row-actions': rowActionsColumn,
      'mrt-row-select': {
        Header: ({ table: instance }) => <GridSelectCheckbox table={instance} label={adminTexts.grid.selectAll} />,
        Cell: ({ row, staticRowIndex, table: instance }) => (
          <RowSelectCheckbox
            table={instance}
            row={row}
            staticRowIndex={staticRowIndex}
            labels={labels}
            labelColumn={labelColumn}
          />
        ),
      },
    },
    ...headCellTargets,
    renderRowActions: ({ row }) => {
      const path = row.getIsGrouped() ? undefined : openPath(row.original);
      if (!path) return null;
      return (
        <RowOpenLink
          path={path}
          mode={rowClick === 'show' ? 'show' : 'edit'}
          record={row.original}
          labels={labels}
          labelColumn={labelColumn}
        />
      );
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
      <MaterialReactTable table={table} />
    </>
  );
}
