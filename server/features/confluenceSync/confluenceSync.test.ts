import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@shared/api/paths';
import { adminApiPaths } from '@shared/routes';
import { readConfig } from '../../config';
import { fixtureSpaceFile, readFixtureSpace } from '../../integrations/confluence/fixtureSpace';
import { localConfluenceRouter } from '../../integrations/confluence/localSource';
import { startTestServer, type TestServer } from '../../testing/testServer';
import type { SyncRun } from './confluenceSyncRouter';

const post = async (server: TestServer, username: string) =>
  fetch(`${server.url}${API_BASE}${adminApiPaths.confluenceSync}`, {
    method: 'POST',
    headers: await server.authAs(username),
  });

async function waitForRun(server: TestServer): Promise<SyncRun> {
  for (let i = 0; i < 200; i += 1) {
    const response = await fetch(`${server.url}${API_BASE}${adminApiPaths.confluenceSyncStatus}`, {
      headers: await server.authAs('hanna.handbuch'),
    });
    const { run } = (await response.json()) as { run: SyncRun | null };
    if (run && run.status !== 'running') return run;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('sync did not finish');
}

const byId = <T extends { id: string | number }>(records: T[]) =>
  [...records].sort((a, b) => String(a.id).localeCompare(String(b.id)));
const shape = (server: TestServer) =>
  byId(server.store.collection('manualPages')).map(({ id, title, parentId, position, content }) => ({
    id,
    title,
    parentId,
    position,
    content,
  }));

describe('POST /scheduler/confluence/v1/sync against the local Confluence-compatible source', () => {
  let folder: string;
  let spaceFile: string;
  let server: TestServer;
  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'radar-confluence-'));
    spaceFile = join(folder, 'space.json');
    copyFileSync(fixtureSpaceFile, spaceFile);
    const base = readConfig({});
    server = await startTestServer({ confluence: { ...base.confluence, localSpaceFile: spaceFile } });
  });
  afterAll(async () => {
    await server.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it.each(['max.muster', 'anna.admin'])('refuses %s (no MANUAL_ADMIN) with 403', async (user) => {
    expect((await post(server, user)).status).toBe(403);
  });

  it('answers 202 at once, runs once however often it is started, and reproduces the tracked manual', async () => {
    const before = shape(server);
    const attachmentsBefore = server.store.collection('manualAttachments');
    const first = await post(server, 'hanna.handbuch');
    const second = await post(server, 'hanna.handbuch');
    expect(first.status).toBe(202);
    expect(await first.json()).toMatchObject({ started: true, run: { status: 'running' } });
    expect(second.status).toBe(202);
    expect(await second.json()).toMatchObject({ started: false });
    expect(await waitForRun(server)).toMatchObject({ status: 'succeeded', pages: 27, attachments: 3 });
    expect(shape(server)).toEqual(before);
    expect(server.store.collection('manualAttachments')).toEqual(attachmentsBefore);
    expect(server.store.collection('exportJobs').at(-1)).toMatchObject({
      name: 'Confluence-Import',
      status: 'succeeded',
    });
  });

  it('takes over a page changed in Confluence', async () => {
    const space = readFixtureSpace(spaceFile);
    const page = space.pages.find((p) => p.id === '1005');
    if (!page) throw new Error('fixture page missing');
    page.storage = '<p>Neu: <script>alert(1)</script>die <strong>Volltextsuche</strong>.</p>';
    page.version.number += 1;
    writeFileSync(spaceFile, JSON.stringify(space));
    await post(server, 'hanna.handbuch');
    await waitForRun(server);
    expect(server.store.collection('manualPages').find((p) => p.id === '1005')).toMatchObject({
      content: '<p>Neu: die <strong>Volltextsuche</strong>.</p>',
    });
  });

  it('keeps a page the Handbuch admin moved below another page', async () => {
    // 'Glossar' (1026) sits below the start page in Confluence; the admin put it below 'Hilfe und Support' (1013).
    server.store.change('manualPages', (pages) =>
      pages.map((page) => (page.id === '1026' ? { ...page, parentId: '1013' } : page)),
    );
    await post(server, 'hanna.handbuch');
    await waitForRun(server);
    expect(server.store.collection('manualPages').find((p) => p.id === '1026')).toMatchObject({
      parentId: '1013',
      confluenceParentId: '1000',
    });
  });
});

describe('a page that fails', () => {
  let source: Server;
  let server: TestServer;
  const requests = new Map<string, number>();
  beforeAll(async () => {
    const failing = new Set(['1010']);
    const app = express();
    app.use((req, res, next) => {
      const match = /^\/rest\/api\/content\/(\d+)$/.exec(req.path);
      const id = match?.[1];
      if (!id) return next();
      requests.set(id, (requests.get(id) ?? 0) + 1);
      // 1003 fails once (and is retried), 1010 always fails.
      if (failing.has(id) || (id === '1003' && requests.get(id) === 1)) return void res.status(503).end();
      next();
    });
    app.use(localConfluenceRouter(fixtureSpaceFile, 'geheim'));
    source = createServer(app);
    await new Promise<void>((resolve) => source.listen(0, '127.0.0.1', resolve));
    const { port } = source.address() as AddressInfo;
    const base = readConfig({});
    server = await startTestServer({
      confluence: { ...base.confluence, baseUrl: `http://127.0.0.1:${port}`, token: 'geheim' },
    });
  });
  afterAll(async () => {
    await server.close();
    await new Promise((resolve) => source.close(resolve));
  });

  it('is retried, reported, and leaves the manual untouched', async () => {
    const before = server.onDisk();
    await post(server, 'hanna.handbuch');
    const run = await waitForRun(server);
    expect(run).toMatchObject({ status: 'failed', failedPageId: '1010' });
    expect(run.message).toContain('Seite 1010 konnte nach 3 Versuchen nicht gelesen werden');
    expect(requests.get('1003')).toBe(2);
    expect(requests.get('1010')).toBe(3);
    const manual = (text: string) => {
      const db = JSON.parse(text) as Record<string, unknown>;
      return [db.manualPages, db.manualAttachments];
    };
    expect(manual(server.onDisk())).toEqual(manual(before));
    expect(server.store.collection('exportJobs').at(-1)).toMatchObject({ name: 'Confluence-Import', status: 'failed' });
  });
});

describe('a run under way when the server shuts down', () => {
  it('ends with the shutdown, before it changes the manual or records a job', async () => {
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const pagesRead = new Set<string>();
    const app = express();
    app.use((req, res, next) => {
      const id = /^\/rest\/api\/content\/(\d+)$/.exec(req.path)?.[1];
      if (!id) return next();
      res.on('finish', () => pagesRead.add(id));
      // The space's pages answer only once the shutdown has begun.
      void held.then(next);
    });
    app.use(localConfluenceRouter(fixtureSpaceFile, 'geheim'));
    const source = createServer(app);
    await new Promise<void>((resolve) => source.listen(0, '127.0.0.1', resolve));
    const { port } = source.address() as AddressInfo;
    const base = readConfig({});
    const server = await startTestServer({
      confluence: { ...base.confluence, baseUrl: `http://127.0.0.1:${port}`, token: 'geheim' },
    });
    const pages = shape(server);
    const jobs = server.store.collection('exportJobs').length;
    expect((await post(server, 'hanna.handbuch')).status).toBe(202);
    const closing = server.close();
    release();
    await closing;
    // Shutdown waited for the run: every page was read before it returned, and nothing was applied or recorded.
    expect(pagesRead.size).toBe(readFixtureSpace(fixtureSpaceFile).pages.length);
    expect(shape(server)).toEqual(pages);
    expect(server.store.collection('exportJobs')).toHaveLength(jobs);
    await new Promise((resolve) => source.close(resolve));
  });
});
