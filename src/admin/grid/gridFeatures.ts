import type { MRT_TableOptions } from 'material-react-table';
import type { RaRecord } from 'react-admin';
import { adminTexts } from '@shared/texts';
import { headCellTargets } from './gridTargets';
import { gridLocalization } from './localization';

const PAGE_SIZES = [10, 25, 50, 100];

/** What the grid offers of material-react-table, the same for every list. */
export const gridFeatures = {
  localization: gridLocalization,
  getRowId: (record) => String(record.id),
  manualFiltering: true,
  manualGrouping: false,
  // The page index is ours to reset (on grouping and sorting): the table's own reset, run after every new row
  // model, answered each of our page updates with another one when a group was expanded (React error #185).
  autoResetPageIndex: false,
  enableGlobalFilter: false,
  enableColumnFilters: true,
  enableFacetedValues: false,
  enableMultiSort: false,
  enableGrouping: true,
  enableColumnOrdering: true,
  enableColumnResizing: true,
  enableColumnPinning: false,
  enableFullScreenToggle: false,
  enableRowSelection: true,
  enableSubRowSelection: true,
  positionActionsColumn: 'first',
  groupedColumnMode: 'reorder',
  paginationDisplayMode: 'default',
  positionToolbarAlertBanner: 'none',
  layoutMode: 'semantic',
  initialState: { showColumnFilters: true },
  muiPaginationProps: { rowsPerPageOptions: PAGE_SIZES, showFirstButton: true, showLastButton: true },
  muiLinearProgressProps: { 'aria-label': adminTexts.common.loading },
  muiCircularProgressProps: { 'aria-label': adminTexts.common.loading },
  ...headCellTargets,
} satisfies Partial<MRT_TableOptions<RaRecord>>;
