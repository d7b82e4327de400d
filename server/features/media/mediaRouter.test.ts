import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserData } from '@shared/schemas';
import { FolderMediaFiles } from './mediaFiles';
import { createMediaRouter, MAX_MEDIA_BYTES, MEDIA_UPLOAD_PATH } from './mediaRouter';

/** The router behind a stand-in for the token check that signs in whoever the test names. */
let folder: string;
let server: Server;
let base: string;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'radar-media-'));
  const app = express();
  app.use((req, res, next) => {
    const admin = req.headers['x-test-admin'] === 'true';
    res.locals.principal = { userData: { admin } as UserData };
    next();
  });
  app.use(createMediaRouter(new FolderMediaFiles(folder), folder));
  app.use(((error, _req, res, _next) => {
    res.status((error as { status?: number }).status ?? 500).json({ code: 'ERROR' });
  }) as express.ErrorRequestHandler);
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}${MEDIA_UPLOAD_PATH}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(folder, { recursive: true, force: true });
});

/** A real 1×1 PNG: the content check reads its header chunk. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const upload = (fileName: string, body: Buffer, admin = true) =>
  fetch(`${base}?fileName=${encodeURIComponent(fileName)}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/octet-stream', 'x-test-admin': String(admin) },
    body: new Uint8Array(body),
  });

describe('media upload', () => {
  it('stores an image whose content matches its name', async () => {
    const response = await upload('kachel-neu.png', png);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ fileName: 'kachel-neu.png', kind: 'png', size: png.length });
    expect(readFileSync(join(folder, 'kachel-neu.png'))).toEqual(png);
  });

  it('refuses a name that exists (409), a non-admin (403) and a bad name (400)', async () => {
    expect((await upload('kachel-neu.png', png)).status).toBe(409);
    expect((await upload('andere.png', png, false)).status).toBe(403);
    expect((await upload('../boese.png', png)).status).toBe(400);
    expect((await upload('ohne-endung', png)).status).toBe(400);
  });

  it('refuses content that is not an allowed image or does not match the ending (415)', async () => {
    expect((await upload('bild.jpg', png)).status).toBe(415);
    expect((await upload('bild.svg', Buffer.from('<svg onload="alert(1)"></svg>'))).status).toBe(415);
    expect((await upload('bild.png', Buffer.from('%PDF-1.7'))).status).toBe(415);
    expect(existsSync(join(folder, 'bild.png'))).toBe(false);
  });

  it('refuses SVGs hiding javascript: in entities or in <set>, and stores an allowed SVG rebuilt', async () => {
    const hidden = [
      '<svg xmlns:xlink="http://www.w3.org/1999/xlink"><use xlink:href="&#106;avascript:alert(1)"/></svg>',
      '<svg><a><set attributeName="href" to="javascript:alert(1)"/><text>x</text></a></svg>',
    ];
    for (const [index, svg] of hidden.entries())
      expect((await upload(`versteckt-${index}.svg`, Buffer.from(svg))).status).toBe(415);
    const clean = '<svg viewBox="0 0 2 2"><!-- Notiz --><rect width="2" height="2" fill="#e3001b"/></svg>';
    expect((await upload('sauber.svg', Buffer.from(clean))).status).toBe(201);
    expect(readFileSync(join(folder, 'sauber.svg'), 'utf8')).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2 2"><rect width="2" height="2" fill="#e3001b"></rect></svg>\n',
    );
  });

  it('refuses files over 2 MB (413)', async () => {
    const big = Buffer.concat([png, Buffer.alloc(MAX_MEDIA_BYTES)]);
    expect((await upload('gross.png', big)).status).toBe(413);
    expect(existsSync(join(folder, 'gross.png'))).toBe(false);
  });
});
