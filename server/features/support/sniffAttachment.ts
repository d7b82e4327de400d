import { extname } from 'node:path';
import { fileTypeOf } from '../../security/fileTypeOf';
import { hasActivePdfContent, hasFormulaCells } from './activeContent';

/** The formats the support form names: images, PDF, Office documents and plain text. */
export type AttachmentKind = 'pdf' | 'png' | 'jpeg' | 'gif' | 'webp' | 'docx' | 'xlsx' | 'pptx' | 'ole' | 'text';

/** The content type the mail declares for each kind: the bytes', never the browser's. */
const contentTypes: Record<AttachmentKind, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  ole: 'application/octet-stream',
  text: 'text/plain; charset=utf-8',
};

const kindByMime = new Map<string, AttachmentKind>(
  (Object.entries(contentTypes) as [AttachmentKind, string][])
    .filter(([kind]) => kind !== 'ole' && kind !== 'text')
    .map(([kind, mime]) => [mime, kind]),
);
kindByMime.set('application/x-cfb', 'ole');

/** The endings allowed, each with the kind its content must have; any other ending (.bat, .html, .exe) is refused. */
const kindByExtension: Readonly<Record<string, AttachmentKind>> = {
  pdf: 'pdf',
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  gif: 'gif',
  webp: 'webp',
  docx: 'docx',
  xlsx: 'xlsx',
  pptx: 'pptx',
  doc: 'ole',
  xls: 'ole',
  ppt: 'ole',
  msg: 'ole',
  txt: 'text',
  csv: 'text',
  log: 'text',
};

const programMimes = new Set([
  'application/x-msdownload',
  'application/x-elf',
  'application/x-mach-binary',
  'application/vnd.microsoft.portable-executable',
]);

/** Markup a browser would render or a shell would run, at the start of a text. */
const activeText = /^\s*(#!|<(!doctype\s+html|html|head|body|script|iframe|svg|object|embed|meta|a\s))/i;

/** What the bytes are (file-type for binaries); `program` for executables, undefined for anything not allowed. */
export async function sniffAttachment(bytes: Buffer): Promise<AttachmentKind | 'program' | undefined> {
  const detected = await fileTypeOf(bytes);
  if (detected) return programMimes.has(detected.mime) ? 'program' : kindByMime.get(detected.mime);
  if (bytes.subarray(0, 2).toString('latin1') === 'MZ') return 'program';
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 64 * 1024));
  if (text.includes('\uFFFD') || text.includes('\u0000')) return undefined;
  return /^\s*#!/.test(text) ? 'program' : activeText.test(text) ? undefined : 'text';
}

export type AttachmentCheck =
  | { ok: true; contentType: string }
  | { ok: false; reason: 'type' | 'mismatch' | 'program' | 'activeContent' | 'formulas' };

/**
 * Whether an attachment may be sent: its ending must be one of the form's formats and its bytes that format
 * (recognised by content); programs never, HTML not even as text, no PDF with active content and no CSV with
 * formulas. The mail declares the content's type.
 */
export async function checkAttachment(name: string, bytes: Buffer): Promise<AttachmentCheck> {
  const kind = await sniffAttachment(bytes);
  if (kind === 'program') return { ok: false, reason: 'program' };
  const promised = kindByExtension[extname(name).slice(1).toLowerCase()];
  if (!promised) return { ok: false, reason: 'type' };
  if (bytes.length === 0) return { ok: true, contentType: contentTypes[promised] };
  if (kind !== promised) return { ok: false, reason: kind === undefined ? 'type' : 'mismatch' };
  // A PDF that runs something and a CSV that a spreadsheet would calculate are refused (docs/security.md).
  if (kind === 'pdf' && hasActivePdfContent(bytes)) return { ok: false, reason: 'activeContent' };
  if (extname(name).toLowerCase() === '.csv' && hasFormulaCells(bytes.toString('utf8'))) {
    return { ok: false, reason: 'formulas' };
  }
  return { ok: true, contentType: contentTypes[kind] };
}
