import { useEffect, useRef, useState } from 'react';
import { useNotify, type FilterPayload, type SortPayload } from 'react-admin';
import { alertMessage } from '@shared/api';
import type { ExportColumn } from '@shared/gridExport/exportColumn';
import type { GridExportFormat, GridExportProgress } from '@shared/gridExport/gridExportApi';
import { collectionOfResource } from '@shared/routes';
import { adminTexts, gridExportTexts } from '@shared/texts';
import { downloadFrom, openSeparately } from './download';
import { cancelGridExport, followGridExport, startGridExport } from './exportApi';
import type { GridColumn } from './gridColumn';

export type ExportFormat = GridExportFormat;

const collectionOf = (resource: string): string => collectionOfResource(resource) ?? resource;

/** A grid column as the server's export reads it: references by the collection they point into. */
const exportColumnOf = ({ field, label, kind, choices, reference }: GridColumn): ExportColumn => ({
  field,
  label,
  kind,
  ...(choices ? { choices: [...choices] } : {}),
  ...(reference ? { reference: collectionOf(reference.resource) as ExportColumn['reference'] } : {}),
});

interface RunningExport {
  format: ExportFormat;
  /** Known once the server has started it. */
  id?: string;
  progress?: GridExportProgress;
}

/**
 * Export and print of the whole filtered set (not only the visible page) in the visible columns' order, written by
 * the server (decision 154): the page starts it, hands its one-time address to the browser's own download (print:
 * a tab of its own), then shows how far it has come and offers to cancel it. No record passes through the page.
 */
export function useGridExport(resource: string, title: string, filter: FilterPayload, sort: SortPayload) {
  const notify = useNotify();
  const [running, setRunning] = useState<RunningExport>();
  const following = useRef<AbortController>(undefined);
  useEffect(() => () => following.current?.abort(), []);

  const run = async (format: ExportFormat, columns: readonly GridColumn[]) => {
    const controller = new AbortController();
    following.current = controller;
    setRunning({ format });
    try {
      const started = await startGridExport({
        resource: collectionOf(resource),
        format,
        title,
        filter,
        sort: { field: sort.field, order: sort.order === 'DESC' ? 'DESC' : 'ASC' },
        columns: columns.map(exportColumnOf),
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      });
      if (format === 'print') openSeparately(started.url);
      else downloadFrom(started.url);
      setRunning({ format, id: started.id });
      const last = await followGridExport(
        started.id,
        (progress) => setRunning({ format, id: started.id, progress }),
        controller.signal,
      );
      if (last?.phase === 'failed') {
        notify(`${adminTexts.grid.exportFailed}. ${last.message ?? gridExportTexts.interrupted}`, { type: 'error' });
      } else if (last?.phase === 'cancelled') {
        notify(gridExportTexts.cancelled, { type: 'info' });
      }
    } catch (error) {
      if (!controller.signal.aborted) notify(alertMessage(adminTexts.grid.exportFailed, error), { type: 'error' });
    } finally {
      if (!controller.signal.aborted) setRunning(undefined);
    }
  };

  const cancel = () => {
    if (running?.id) {
      cancelGridExport(running.id).catch((error: unknown) =>
        notify(alertMessage(gridExportTexts.cancelFailed, error), { type: 'error' }),
      );
    }
  };
  return { run, running: running?.format, id: running?.id, progress: running?.progress, cancel };
}
