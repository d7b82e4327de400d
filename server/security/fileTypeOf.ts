import type { FileTypeResult } from 'file-type';

/** The file's type by its content, never its name (file-type), loaded on the first upload, not at the server's start. */
export async function fileTypeOf(bytes: Uint8Array): Promise<FileTypeResult | undefined> {
  const { fileTypeFromBuffer } = await import('file-type');
  return fileTypeFromBuffer(bytes);
}
