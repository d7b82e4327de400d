import { apiGetBlob } from '@shared/api';
import { portalApiPaths } from '@shared/portalApi';
import { saveBlob } from '@shared/ui/saveBlob';

/** Fetches one of the user's export files with the bearer token and hands it to the browser as a download. */
export async function downloadExportFile(fileId: string | number, fileName: string): Promise<void> {
  saveBlob(fileName, await apiGetBlob(portalApiPaths.exportFile(fileId)));
}
