import { describe, expect, it } from 'vitest';
import { checkAttachment, sniffAttachment } from './sniffAttachment';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));

describe('sniffAttachment', () => {
  it.each([
    [bytes('%PDF-1.7\n'), 'pdf'],
    [bytes([0x89], 'PNG\r\n\x1a\n', 'rest'), 'png'],
    [bytes([0xff, 0xd8, 0xff, 0xe0]), 'jpeg'],
    [bytes('GIF89a..'), 'gif'],
    [bytes('RIFF\0\0\0\0WEBPVP8 '), 'webp'],
    [bytes('PK\x03\x04rest'), 'zip'],
    [bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), 'ole'],
    [bytes('MZ\x90\0'), 'program'],
    [bytes('\x7fELF'), 'program'],
    [bytes('#!/bin/sh\nrm -rf /'), 'program'],
    [Buffer.from('Grüße aus Musterstadt\n', 'utf8'), 'text'],
    [bytes([0x00, 0x01, 0xfe, 0xff]), 'binary'],
  ] as const)('recognises %#', (content, kind) => {
    expect(sniffAttachment(content)).toBe(kind);
  });
});

describe('checkAttachment', () => {
  it('takes the content type from the bytes, not from the name', () => {
    expect(checkAttachment('bild.png', bytes([0x89], 'PNG\r\n\x1a\n'))).toEqual({ ok: true, contentType: 'image/png' });
    expect(checkAttachment('seite.html', bytes('<script>alert(1)</script>'))).toEqual({
      ok: true,
      contentType: 'text/plain; charset=utf-8',
    });
    expect(checkAttachment('daten.unbekannt', bytes([0x00, 0xfe]))).toEqual({
      ok: true,
      contentType: 'application/octet-stream',
    });
  });

  it('refuses a file whose bytes contradict its ending, and programs under any name', () => {
    expect(checkAttachment('rechnung.pdf', bytes('MZ\x90\0'))).toEqual({ ok: false, reason: 'program' });
    expect(checkAttachment('foto.jpg', bytes('%PDF-1.4'))).toEqual({ ok: false, reason: 'mismatch' });
    expect(checkAttachment('tabelle.xlsx', bytes('nur Text'))).toEqual({ ok: false, reason: 'mismatch' });
    expect(checkAttachment('notiz.txt', bytes('MZ'))).toEqual({ ok: false, reason: 'program' });
  });
});
