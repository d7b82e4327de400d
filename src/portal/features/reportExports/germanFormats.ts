const dateFormat = new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric' });
const sizeFormat = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 });

const dateTimeFormat = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short' });

/** '23.11.2026, 11:01' */
export const formatGermanDateTime = (isoDateTime: string): string => dateTimeFormat.format(new Date(isoDateTime));

/** '20.11.2026' */
export const formatGermanDate = (isoDateTime: string): string => dateFormat.format(new Date(isoDateTime));

/** '470,8 KB', '1,2 MB' (1 KB = 1024 bytes). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} Byte`;
  if (bytes < 1024 * 1024) return `${sizeFormat.format(bytes / 1024)} KB`;
  return `${sizeFormat.format(bytes / (1024 * 1024))} MB`;
}
