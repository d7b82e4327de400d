import FileDownloadIcon from '@mui/icons-material/FileDownload';
import PrintIcon from '@mui/icons-material/Print';
import TableViewIcon from '@mui/icons-material/TableView';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MRT_TableInstance } from 'material-react-table';
import type { ReactElement } from 'react';
import { CreateButton, useListContext, type RaRecord } from 'react-admin';
import { adminTexts, gridExportTexts } from '@shared/texts';
import { BulkDeleteButton } from './BulkDeleteButton';
import type { GridColumn } from './gridColumn';
import { MassChangeButton, type MassChange } from './MassChangeButton';
import { QuickSearch } from './QuickSearch';
import { useGridExport, type ExportFormat } from './useGridExport';

interface GridToolbarActionsProps {
  table: MRT_TableInstance<RaRecord>;
  title: string;
  columns: readonly GridColumn[];
  canCreate: boolean;
  canDelete: boolean;
  massChanges: readonly MassChange[];
}

/** Quick search, create, export, print and the bulk actions of the selection, above the grid. */
export function GridToolbarActions({
  table,
  title,
  columns,
  canCreate,
  canDelete,
  massChanges,
}: GridToolbarActionsProps) {
  const { resource, filterValues, sort, selectedIds } = useListContext();
  const exporter = useGridExport(resource, title, filterValues, sort);
  const visibleColumns = () => {
    const byField = new Map(columns.map((column) => [column.field, column]));
    return table
      .getVisibleLeafColumns()
      .map((column) => byField.get(column.id))
      .filter((column): column is GridColumn => column !== undefined);
  };
  const exportButton = (format: ExportFormat, label: string, description: string, icon: ReactElement) => (
    <Button
      size="small"
      startIcon={icon}
      aria-label={description}
      disabled={exporter.running !== undefined}
      onClick={() => void exporter.run(format, visibleColumns())}
    >
      {label}
    </Button>
  );
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <QuickSearch />
        {canCreate && <CreateButton label={adminTexts.grid.create} />}
        {exportButton('csv', adminTexts.grid.exportCsv, adminTexts.grid.exportCsvLabel, <FileDownloadIcon />)}
        {exportButton('xlsx', adminTexts.grid.exportExcel, adminTexts.grid.exportExcelLabel, <TableViewIcon />)}
        {exportButton('print', adminTexts.grid.print, adminTexts.grid.printLabel, <PrintIcon />)}
        {selectedIds.length > 0 && (
          <>
            {massChanges.map((massChange) => (
              <MassChangeButton key={massChange.label} massChange={massChange} />
            ))}
            {canDelete && <BulkDeleteButton />}
          </>
        )}
      </Stack>
      {exporter.running && <ExportProgress exporter={exporter} />}
    </Stack>
  );
}

/** How far the running export has come, and its cancel (once the server has started it). */
function ExportProgress({ exporter }: { exporter: ReturnType<typeof useGridExport> }) {
  const { progress } = exporter;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Box role="status" sx={{ flexGrow: 1 }}>
        <Typography variant="body2">
          {progress ? gridExportTexts.progress(progress.written, progress.total) : gridExportTexts.preparing}
        </Typography>
        <LinearProgress
          aria-hidden
          variant={progress ? 'determinate' : 'indeterminate'}
          value={progress ? (100 * progress.written) / Math.max(1, progress.total) : 0}
        />
      </Box>
      {exporter.id && (
        <Button size="small" aria-label={gridExportTexts.cancelLabel} onClick={exporter.cancel}>
          {gridExportTexts.cancel}
        </Button>
      )}
    </Stack>
  );
}
