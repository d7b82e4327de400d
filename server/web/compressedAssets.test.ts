import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import express from 'express';
import { compressedAssets } from './compressedAssets';

let dir: string;
let server: Server;
let port: number;
const script = 'export const answer = 42;\n'.repeat(200);

/** A raw request (fetch would unpack gzip itself and hide the header). */
const get = (path: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on('error', reject)
      .end();
  });

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'radar-assets-'));
  writeFileSync(join(dir, 'portal-a1.js'), script);
  writeFileSync(join(dir, 'logo.png'), Buffer.from([1, 2, 3]));
  const app = express();
  app.use('/assets', compressedAssets(dir), express.static(dir));
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

describe('compressedAssets', () => {
  it('sends a script gzip-compressed, with its type, to a browser that accepts gzip', async () => {
    const response = await get('/assets/portal-a1.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/Accept-Encoding/);
    expect(response.body.length).toBeLessThan(script.length / 10);
    expect(gunzipSync(response.body).toString()).toBe(script);
  });

  it('sends it plain without gzip, and images as they are', async () => {
    const plain = await get('/assets/portal-a1.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    const image = await get('/assets/logo.png', { 'Accept-Encoding': 'gzip' });
    expect(image.headers['content-encoding']).toBeUndefined();
  });

  it('leaves missing files and paths outside the folder to the static handler (404)', async () => {
    expect((await get('/assets/missing.js', { 'Accept-Encoding': 'gzip' })).status).toBe(404);
    expect((await get('/assets/..%2f..%2fetc%2fpasswd.js', { 'Accept-Encoding': 'gzip' })).status).toBe(404);
  });
});
