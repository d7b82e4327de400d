import { apiGetBlob } from '../../../../shared/api';
import { portalApiPaths } from '../../../../shared/portalApi';

/** Fetches one of the user's export files with the bearer token and hands it to the browser as a download. */
export async function downloadExportFile(fileId: string | number, fileName: string): Promise<void> {
  const blob = await apiGetBlob(portalApiPaths.exportFile(fileId));
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
