/** Saves data as a file through the browser's download. */
export function downloadFile(fileName: string, content: BlobPart, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** e.g. `ZBV-Konten-2026-11-21.csv`: the list's title and today's date. */
export const exportFileName = (title: string, extension: string, today = new Date()): string =>
  `${title.replace(/[^\p{L}\p{N}-]+/gu, '-').replace(/^-|-$/g, '')}-${today.toISOString().slice(0, 10)}.${extension}`;
