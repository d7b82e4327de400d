import Paper from '@mui/material/Paper';
import type { Theme } from '@mui/material/styles';
import {
  MRT_BottomToolbar,
  MRT_Table,
  MRT_TableLoadingOverlay,
  MRT_TopToolbar,
  type MRT_TableInstance,
} from 'material-react-table';
import type { RaRecord } from 'react-admin';
import { plainControlStyles } from './plainControls';

/**
 * The grid's frame, in place of material-react-table's own (`MaterialReactTable`): its toolbars and its table in a
 * scrolling container, with the styles of the grid's plain controls. The library's container measured both
 * toolbars' heights after every render of the grid (a forced layout each time, and a second render when they
 * changed), for a full-screen mode this grid does not offer.
 */
export function GridFrame({ table }: { table: MRT_TableInstance<RaRecord> }) {
  const { tablePaperRef, tableContainerRef } = table.refs;
  const { density, isLoading, showLoadingOverlay } = table.getState();
  const loading = showLoadingOverlay !== false && (isLoading || showLoadingOverlay === true);
  const { baseBackgroundColor: background, selectedRowBackgroundColor: selected } = table.options.mrtTheme;
  return (
    <Paper
      elevation={2}
      ref={tablePaperRef}
      sx={(theme: Theme) => ({
        backgroundColor: background,
        backgroundImage: 'unset',
        overflow: 'hidden',
        ...plainControlStyles(theme, { density, background, selected }),
      })}
    >
      <MRT_TopToolbar table={table} />
      <div
        ref={tableContainerRef}
        aria-busy={loading}
        style={{ maxWidth: '100%', overflow: 'auto', position: 'relative' }}
      >
        {loading && <MRT_TableLoadingOverlay table={table} />}
        <MRT_Table table={table} />
      </div>
      <MRT_BottomToolbar table={table} />
    </Paper>
  );
}
