import { saveBlob } from '@shared/ui/saveBlob';

/** Saves data as a file through the browser's download. */
export function downloadFile(fileName: string, content: BlobPart, type: string): void {
  saveBlob(fileName, new Blob([content], { type }));
}

/** e.g. `ZBV-Konten-2026-11-21.csv`: the list's title and today's date. */
export const exportFileName = (title: string, extension: string, today = new Date()): string =>
  `${title.replace(/[^\p{L}\p{N}-]+/gu, '-').replace(/^-|-$/g, '')}-${today.toISOString().slice(0, 10)}.${extension}`;
