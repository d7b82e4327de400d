import { extname } from 'node:path';

/** What the bytes of an attachment are; `binary` when they match nothing we know. */
export type AttachmentKind = 'pdf' | 'png' | 'jpeg' | 'gif' | 'webp' | 'zip' | 'ole' | 'text' | 'binary' | 'program';

const startsWith = (bytes: Buffer, signature: string | readonly number[], offset = 0): boolean => {
  const expected = typeof signature === 'string' ? [...signature].map((c) => c.charCodeAt(0)) : signature;
  return bytes.length >= offset + expected.length && expected.every((byte, i) => bytes[offset + i] === byte);
};

/** The kind by content (magic bytes), never by the name or the type the browser claims. */
export function sniffAttachment(bytes: Buffer): AttachmentKind {
  if (startsWith(bytes, '%PDF-')) return 'pdf';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, 'GIF87a') || startsWith(bytes, 'GIF89a')) return 'gif';
  if (startsWith(bytes, 'RIFF') && startsWith(bytes, 'WEBP', 8)) return 'webp';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0x50, 0x4b, 0x05, 0x06])) return 'zip';
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'ole';
  const programs = ['MZ', '\x7fELF', '#!'];
  const machO = [
    [0xfe, 0xed, 0xfa, 0xce],
    [0xfe, 0xed, 0xfa, 0xcf],
    [0xcf, 0xfa, 0xed, 0xfe],
    [0xce, 0xfa, 0xed, 0xfe],
  ];
  if (programs.some((p) => startsWith(bytes, p)) || machO.some((m) => startsWith(bytes, m))) return 'program';
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 64 * 1024));
  if (!text.includes('\uFFFD') && !text.includes('\u0000')) return 'text';
  return 'binary';
}

const contentTypes: Record<Exclude<AttachmentKind, 'program'>, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  zip: 'application/zip',
  ole: 'application/octet-stream',
  text: 'text/plain; charset=utf-8',
  binary: 'application/octet-stream',
};

/** Name endings with the content they promise; an ending not listed promises nothing. */
const kindsByExtension: Record<string, readonly AttachmentKind[]> = {
  pdf: ['pdf'],
  png: ['png'],
  jpg: ['jpeg'],
  jpeg: ['jpeg'],
  gif: ['gif'],
  webp: ['webp'],
  zip: ['zip'],
  docx: ['zip'],
  xlsx: ['zip'],
  pptx: ['zip'],
  doc: ['ole'],
  xls: ['ole'],
  ppt: ['ole'],
  msg: ['ole'],
  txt: ['text'],
  csv: ['text'],
  log: ['text'],
  json: ['text'],
};

export type AttachmentCheck = { ok: true; contentType: string } | { ok: false; reason: 'mismatch' | 'program' };

/**
 * Whether an attachment may be sent: programs never; a file whose ending promises a kind must have that kind's
 * bytes. The content type the mail declares comes from the bytes (text is always plain text, so an HTML file
 * reaches the support team as text, not as a page).
 */
export function checkAttachment(name: string, bytes: Buffer): AttachmentCheck {
  const kind = sniffAttachment(bytes);
  if (kind === 'program') return { ok: false, reason: 'program' };
  const promised = kindsByExtension[extname(name).slice(1).toLowerCase()];
  if (promised && bytes.length > 0 && !promised.includes(kind)) return { ok: false, reason: 'mismatch' };
  return { ok: true, contentType: contentTypes[kind] };
}
