import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { portalApiPaths } from '@shared/portalApi/paths';
import { FolderMediaFiles } from './mediaFiles';
import { createMediaFileRouter } from './mediaFileRouter';

/** The media folder as `npm start` has it by default: inside the ignored `.data/` folder. */
let root: string;
let server: Server;
let base: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'radar-media-file-'));
  const mediaDir = join(root, '.data', 'media');
  mkdirSync(mediaDir, { recursive: true });
  writeFileSync(join(mediaDir, 'kachel.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(mediaDir, '.versteckt.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  server = createServer(express().use(createMediaFileRouter(new FolderMediaFiles(mediaDir), mediaDir)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}${portalApiPaths.mediaPrefix}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

it('serves an image from a media folder below a dot folder, with its type and a policy that runs nothing', async () => {
  const response = await fetch(`${base}kachel.svg`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('image/svg+xml');
  expect(response.headers.get('content-security-policy')).toContain('sandbox');
});

it('refuses a hidden file and answers 404 for a missing one', async () => {
  expect((await fetch(`${base}.versteckt.svg`)).status).not.toBe(200);
  expect((await fetch(`${base}fehlt.svg`)).status).toBe(404);
});
