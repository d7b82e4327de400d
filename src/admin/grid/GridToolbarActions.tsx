import FileDownloadIcon from '@mui/icons-material/FileDownload';
import PrintIcon from '@mui/icons-material/Print';
import TableViewIcon from '@mui/icons-material/TableView';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { MRT_TableInstance } from 'material-react-table';
import type { ReactElement } from 'react';
import { CreateButton, useListContext, type RaRecord } from 'react-admin';
import { adminTexts } from '@shared/texts';
import { BulkDeleteButton } from './BulkDeleteButton';
import { ExportProgress } from './ExportProgress';
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
      {exporter.running && (
        <ExportProgress progress={exporter.progress} onCancel={exporter.id ? exporter.cancel : undefined} />
      )}
    </Stack>
  );
}
