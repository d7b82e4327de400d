import { useState } from 'react';
import { useDataProvider, useNotify, type FilterPayload, type SortPayload } from 'react-admin';
import { alertMessage } from '@shared/api';
import { adminTexts } from '@shared/texts';
import { downloadFile, exportFileName } from './download';
import { toCsv } from './exportCsv';
import { toXlsx } from './exportXlsx';
import { fetchAllRows } from './fetchAllRows';
import type { GridColumn } from './gridColumn';
import { printRows } from './printRows';
import { loadReferenceLabels } from './useReferenceLabels';

export type ExportFormat = 'csv' | 'xlsx' | 'print';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Export and print of the whole filtered set (not only the visible page) in the visible columns' order. */
export function useGridExport(resource: string, title: string, filter: FilterPayload, sort: SortPayload) {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const [running, setRunning] = useState<ExportFormat>();
  const [progress, setProgress] = useState<{ loaded: number; total: number }>();

  const run = async (format: ExportFormat, columns: readonly GridColumn[]) => {
    setRunning(format);
    setProgress(undefined);
    try {
      const rows = await fetchAllRows(dataProvider, resource, { filter, sort }, (loaded, total) =>
        setProgress({ loaded, total }),
      );
      const labels = await loadReferenceLabels(dataProvider, columns, rows);
      if (format === 'csv') {
        downloadFile(exportFileName(title, 'csv'), toCsv(columns, rows, labels), 'text/csv;charset=utf-8');
      } else if (format === 'xlsx') {
        downloadFile(exportFileName(title, 'xlsx'), await toXlsx(title, columns, rows, labels), XLSX_TYPE);
      } else {
        printRows(title, columns, rows, labels);
      }
    } catch (error) {
      notify(alertMessage(adminTexts.grid.exportFailed, error), { type: 'error' });
    } finally {
      setRunning(undefined);
    }
  };
  return { run, running, progress };
}
