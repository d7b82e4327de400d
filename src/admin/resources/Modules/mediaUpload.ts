import { apiPostForm } from '@shared/api';
import { adminApiPaths } from '@shared/routes';
import { adminTexts } from '@shared/texts';

export const MAX_MEDIA_BYTES = 2 * 1024 * 1024;
export const acceptedMediaTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml'] as const;

/** Where the portal serves a module's media file. */
export const mediaUrl = (fileName: string) => `/backend/module/v1/media/${encodeURIComponent(fileName)}`;

/** What is wrong with a file before it is sent (the server checks the content again), or undefined. */
export function checkMediaFile(file: { name: string; size: number; type: string }): string | undefined {
  if (!(acceptedMediaTypes as readonly string[]).includes(file.type)) return adminTexts.media.wrongType(file.name);
  if (file.size > MAX_MEDIA_BYTES) {
    return adminTexts.media.tooLarge(
      file.name,
      (file.size / 1024 / 1024).toLocaleString('de-DE', { maximumFractionDigits: 1 }),
    );
  }
  return undefined;
}

/** A name the server accepts and that does not clash with an existing file: a time stamp and the file's name. */
export function storedMediaName(original: string, now = Date.now()): string {
  const dot = original.lastIndexOf('.');
  const stem = (dot > 0 ? original.slice(0, dot) : original)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);
  const extension = dot > 0 ? original.slice(dot + 1).toLowerCase() : '';
  return `${now}-${stem || 'bild'}.${extension}`;
}

/** Uploads the file under the given name (raw body; the server sniffs the content). */
export const uploadMedia = (fileName: string, file: Blob): Promise<void> =>
  apiPostForm(`${adminApiPaths.mediaUpload}?fileName=${encodeURIComponent(fileName)}`, file);
