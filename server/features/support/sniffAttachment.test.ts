import { describe, expect, it } from 'vitest';
import { checkAttachment, sniffAttachment } from './sniffAttachment';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe('sniffAttachment', () => {
  it.each([
    [bytes('%PDF-1.7\n%âãÏÓ\n1 0 obj\n'), 'pdf'],
    [png, 'png'],
    [bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF'), 'jpeg'],
    [bytes('GIF89a\x01\x00\x01\x00'), 'gif'],
    [bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], '\0'.repeat(600)), 'ole'],
    [bytes('MZ\x90\0'), 'program'],
    [bytes('\x7fELF\x02\x01\x01', '\0'.repeat(60)), 'program'],
    [bytes('#!/bin/sh\nrm -rf /'), 'program'],
    [Buffer.from('Grüße aus Musterstadt\n', 'utf8'), 'text'],
    [bytes('<!DOCTYPE html><p>x</p>'), undefined],
    [bytes('<script>alert(1)</script>'), undefined],
    [bytes([0x00, 0x01, 0xfe, 0xff]), undefined],
  ] as const)('recognises %#', async (content, kind) => {
    expect(await sniffAttachment(content)).toBe(kind);
  });
});

describe('checkAttachment', () => {
  it('takes the content type from the bytes, not from the name', async () => {
    expect(await checkAttachment('bild.png', png)).toEqual({ ok: true, contentType: 'image/png' });
    expect(await checkAttachment('notiz.txt', bytes('Hallo'))).toEqual({
      ok: true,
      contentType: 'text/plain; charset=utf-8',
    });
  });

  it('refuses what the form does not name: scripts, HTML, unknown endings, HTML as text', async () => {
    expect(await checkAttachment('start.bat', bytes('@echo off\r\ndel /q *'))).toEqual({ ok: false, reason: 'type' });
    expect(await checkAttachment('seite.html', bytes('<p>Hallo</p>'))).toEqual({ ok: false, reason: 'type' });
    expect(await checkAttachment('seite.txt', bytes('<html><script>alert(1)</script>'))).toEqual({
      ok: false,
      reason: 'type',
    });
    expect(await checkAttachment('daten.unbekannt', bytes([0x00, 0xfe]))).toEqual({ ok: false, reason: 'type' });
  });

  it('refuses a file whose bytes contradict its ending, and programs under any name', async () => {
    expect(await checkAttachment('rechnung.pdf', bytes('MZ\x90\0'))).toEqual({ ok: false, reason: 'program' });
    expect(await checkAttachment('foto.jpg', bytes('%PDF-1.4\n'))).toEqual({ ok: false, reason: 'mismatch' });
    expect(await checkAttachment('tabelle.xlsx', bytes('nur Text'))).toEqual({ ok: false, reason: 'mismatch' });
    expect(await checkAttachment('notiz.txt', bytes('MZ'))).toEqual({ ok: false, reason: 'program' });
  });
});
