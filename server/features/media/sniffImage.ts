import { rebuildSvg } from './rebuildSvg';
import { fileTypeOf } from '../../security/fileTypeOf';

export type ImageKind = 'png' | 'jpeg' | 'gif' | 'webp' | 'svg';

/** File name endings each kind may carry. */
export const extensionsOf: Record<ImageKind, readonly string[]> = {
  png: ['png'],
  jpeg: ['jpg', 'jpeg'],
  gif: ['gif'],
  webp: ['webp'],
  svg: ['svg'],
};

const kindByMime: Readonly<Record<string, ImageKind>> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/**
 * The image kind by content (file-type), not by the name or the type the browser claims, with the bytes to
 * store. SVG is text: it must be UTF-8 and is rebuilt from an allow-list of elements and attributes (refused
 * when it holds anything else); the rebuilt text is what gets stored.
 */
export async function sniffImage(bytes: Buffer): Promise<{ kind: ImageKind; bytes: Buffer } | undefined> {
  const detected = await fileTypeOf(bytes);
  // file-type names an XML prologue `application/xml`: that text goes to the SVG check like any other.
  if (detected && !detected.mime.endsWith('xml')) {
    const kind = kindByMime[detected.mime];
    return kind ? { kind, bytes } : undefined;
  }
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  if (text.includes('\uFFFD') || text.includes('\u0000')) return undefined;
  const svg = rebuildSvg(text);
  return svg === undefined ? undefined : { kind: 'svg', bytes: Buffer.from(svg, 'utf8') };
}
