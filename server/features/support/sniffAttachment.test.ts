import { describe, expect, it } from 'vitest';
import { deflateSync } from 'node:zlib';
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

describe('active content in attachments', () => {
  const pdf = (body: string) => bytes(`%PDF-1.7\n%âãÏÓ\n${body}\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`);

  it('refuses a PDF with JavaScript, a launch action or an embedded file, also escaped or in an object stream', async () => {
    const active = [
      '1 0 obj\n<< /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>\nendobj',
      '1 0 obj\n<< /Type /Catalog /OpenAction << /S /Launch /F (cmd.exe) >> >>\nendobj',
      '1 0 obj\n<< /Type /Catalog /Names << /EmbeddedFiles 2 0 R >> >>\nendobj',
      '1 0 obj\n<< /Type /Catalog /OpenAction << /S /J#61vaScript /JS (x) >> >>\nendobj',
    ];
    for (const body of active) {
      expect(await checkAttachment('bericht.pdf', pdf(body))).toEqual({ ok: false, reason: 'activeContent' });
    }
    const hidden = deflateSync(Buffer.from('<< /S /JavaScript /JS (app.alert(1)) >>', 'latin1'));
    const objectStream = Buffer.concat([
      bytes('%PDF-1.7\n2 0 obj\n<< /Type /ObjStm /Filter /FlateDecode >>\nstream\n'),
      hidden,
      bytes('\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
    ]);
    expect(await checkAttachment('bericht.pdf', objectStream)).toEqual({ ok: false, reason: 'activeContent' });
  });

  it('takes a plain PDF, also one that opens on its first page', async () => {
    const plain = pdf('1 0 obj\n<< /Type /Catalog /OpenAction [3 0 R /Fit] /JSON (kein Name) >>\nendobj');
    expect(await checkAttachment('bericht.pdf', plain)).toEqual({ ok: true, contentType: 'application/pdf' });
  });

  it('refuses a CSV with formula cells and takes one with text and negative numbers', async () => {
    for (const csv of ["Name;Wert\n=cmd|' /C calc'!A0;1", 'a,"@SUM(A1:A2)"', 'a\t+1+1', 'x;-2+3+cmd|x']) {
      expect(await checkAttachment('daten.csv', bytes(csv))).toEqual({ ok: false, reason: 'formulas' });
    }
    expect(await checkAttachment('daten.csv', bytes('Name;Wert\nMax Muster;-12,5\n"a = b";3'))).toEqual({
      ok: true,
      contentType: 'text/plain; charset=utf-8',
    });
    expect(await checkAttachment('notiz.txt', bytes('=Gleichung im Text'))).toMatchObject({ ok: true });
  });
});
