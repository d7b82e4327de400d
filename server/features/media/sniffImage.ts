export type ImageKind = 'png' | 'jpeg' | 'gif' | 'webp' | 'svg';

/** File name endings each kind may carry. */
export const extensionsOf: Record<ImageKind, readonly string[]> = {
  png: ['png'],
  jpeg: ['jpg', 'jpeg'],
  gif: ['gif'],
  webp: ['webp'],
  svg: ['svg'],
};

const startsWith = (bytes: Buffer, signature: readonly number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string): number[] => [...text].map((char) => char.charCodeAt(0));

/** Anything in an SVG that can run code or load more: scripts, event handlers, javascript: URLs, foreign objects. */
const activeSvgContent = /<script|\son[a-z]+\s*=|javascript:|<foreignObject|<!ENTITY|<iframe|<embed|<object/i;

/**
 * The image kind by content (magic bytes), not by the name or the type the browser claims. SVG is text: it
 * must be UTF-8, have an `<svg` root and contain nothing active; otherwise it is refused like any other file.
 */
export function sniffImage(bytes: Buffer): ImageKind | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  if (text.includes('\uFFFD') || text.includes('\u0000')) return undefined;
  const start = text.replace(/^\uFEFF/, '').trimStart();
  const prologue = /^(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i;
  if (!prologue.test(start) || activeSvgContent.test(text)) return undefined;
  return 'svg';
}
