import { apiGetParsed, apiPost, apiPostJson } from '@shared/api';
import {
  gridExportProgressSchema,
  gridExportStartedSchema,
  isFinished,
  type GridExportProgress,
  type GridExportRequest,
  type GridExportStarted,
} from '@shared/gridExport/gridExportApi';
import { adminApiPaths } from '@shared/routes';

/** How often the page asks how far an export has come. */
const PROGRESS_EVERY_MS = 500;

/** Starts an export on the server: its id and the one-time address of its file. */
export async function startGridExport(request: GridExportRequest): Promise<GridExportStarted> {
  return gridExportStartedSchema.parse(await apiPostJson<unknown>(adminApiPaths.gridExports, request));
}

export const cancelGridExport = (id: string): Promise<void> => apiPost(`${adminApiPaths.gridExports}/${id}/cancel`);

const progressOf = (id: string) =>
  apiGetParsed(`${adminApiPaths.gridExports}/${id}`, () => Promise.resolve(gridExportProgressSchema));

/** Reports the export's progress until it is done, failed or cancelled (or `signal` says the page stopped asking). */
export async function followGridExport(
  id: string,
  onProgress: (progress: GridExportProgress) => void,
  signal: AbortSignal,
): Promise<GridExportProgress | undefined> {
  while (!signal.aborted) {
    await new Promise((resolve) => setTimeout(resolve, PROGRESS_EVERY_MS));
    if (signal.aborted) return undefined;
    const progress = await progressOf(id);
    onProgress(progress);
    if (isFinished(progress.phase)) return progress;
  }
  return undefined;
}
