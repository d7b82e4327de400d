import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@shared/api/paths';
import { fixtureExportFile, LOCAL_SOURCE_PATH, localZbvSourceRouter } from '../../integrations/zbv/localSource';
import type { ZbvExport } from '../../integrations/zbv/zbvExport';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { ZBV_SYNC_PATH } from './zbvSyncRouter';

const sync = async (server: TestServer, username: string) =>
  fetch(`${server.url}${API_BASE}${ZBV_SYNC_PATH}`, { method: 'POST', headers: await server.authAs(username) });

describe('POST /sync/zbv with the local source of the server itself', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it.each(['max.muster', 'gabi.analytics', 'kurt.kunde', 'hanna.handbuch'])('refuses %s with 403', async (user) => {
    expect((await sync(server, user)).status).toBe(403);
  });

  it('serves the fixture export only to admins', async () => {
    const url = `${server.url}${API_BASE}${LOCAL_SOURCE_PATH}`;
    expect((await fetch(url, { headers: await server.authAs('max.muster') })).status).toBe(403);
    const response = await fetch(url, { headers: await server.authAs('anna.admin') });
    expect(await response.json()).toEqual(JSON.parse(readFileSync(fixtureExportFile, 'utf8')));
  });

  it('answers 409 while another instance holds the sync lease, and runs once it is given back', async () => {
    const now = Date.now();
    await server.jobs.table.take('zbvSync', 'other-instance', now + 60_000, now);
    const refused = await sync(server, 'anna.admin');
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: 'SYNC_RUNNING' });
    await server.jobs.table.drop('zbvSync', 'other-instance');
    expect((await sync(server, 'anna.admin')).status).toBe(200);
  });

  it('finds the fixture data in step with the ZBV: nothing changes, the run is listed', async () => {
    const jobs = server.store.collection('exportJobs').length;
    const response = await sync(server, 'anna.admin');
    expect(response.status).toBe(200);
    const result = (await response.json()) as Record<
      string,
      { inserted: number; updated: number; deactivated: number }
    >;
    for (const kind of ['organisations', 'roles', 'accounts']) {
      expect(result[kind]).toMatchObject({ inserted: 0, updated: 0, deactivated: 0 });
    }
    const job = server.store.collection('exportJobs').at(-1);
    expect(server.store.collection('exportJobs')).toHaveLength(jobs + 1);
    expect(job).toMatchObject({ name: 'ZBV-Import', status: 'succeeded' });
  });
});

describe('POST /sync/zbv against a configured ZBV source', () => {
  let folder: string;
  let exportFile: string;
  let source: Server;
  let server: TestServer;
  const original = JSON.parse(readFileSync(fixtureExportFile, 'utf8')) as ZbvExport;

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'radar-zbv-'));
    exportFile = join(folder, 'export.json');
    writeFileSync(exportFile, JSON.stringify(original));
    source = createServer(express().use(localZbvSourceRouter(exportFile)));
    await new Promise<void>((resolve) => source.listen(0, '127.0.0.1', resolve));
    const { port } = source.address() as AddressInfo;
    server = await startTestServer({ zbvSourceUrl: `http://127.0.0.1:${port}${LOCAL_SOURCE_PATH}` });
  });
  afterAll(async () => {
    await server.close();
    await new Promise((resolve) => source.close(resolve));
    rmSync(folder, { recursive: true, force: true });
  });

  it('inserts, updates and deactivates, keeps history, audits every change and is idempotent', async () => {
    const removed = original.accounts.find((a) => a.username === 'lukas.herrmann');
    if (!removed) throw new Error('fixture account missing');
    const changed: ZbvExport = {
      ...original,
      organisations: original.organisations.map((org) =>
        org.id === 10 ? { ...org, name: 'Sparkasse Seeland-Nord', environment: 'Abnahme' } : org,
      ),
      roles: [...original.roles, { code: 'SPK_REVISION', name: 'Interne Revision' }],
      accounts: [
        ...original.accounts.filter((a) => a.id !== removed.id),
        {
          id: 9001,
          username: 'neu.zugang',
          firstName: 'Nora',
          lastName: 'Neu',
          email: 'nora.neu@sparkasse-seeland.de',
          orgId: 10,
          roles: ['RADAR_USER'],
          zbvRoles: ['SPK_MITARBEITER'],
        },
      ],
    };
    writeFileSync(exportFile, JSON.stringify(changed));
    const historyBefore = server.store.collection('zbvAccountLoginHistories').length;
    const auditBefore = server.store.collection('auditLog').length;

    const response = await sync(server, 'anna.admin');
    expect(response.status).toBe(200);
    const result = await response.json();
    expect(result).toMatchObject({
      organisations: { inserted: 0, updated: 1, deactivated: 0 },
      roles: { inserted: 1, updated: 0, deactivated: 0 },
      accounts: { inserted: 1, updated: 0, deactivated: 1 },
      skipped: [],
    });
    const accounts = server.store.collection('zbvAccounts');
    expect(accounts.find((a) => a.id === 9001)).toMatchObject({ username: 'neu.zugang', active: true });
    expect(accounts.find((a) => a.id === removed.id)).toMatchObject({ active: false });
    expect(server.store.collection('zbvOrgs').find((o) => o.id === 10)).toMatchObject({
      name: 'Sparkasse Seeland-Nord',
      environment: 'Abnahme',
      active: true,
    });
    expect(server.store.collection('zbvAccountLoginHistories')).toHaveLength(historyBefore);
    const audit = server.store.collection('auditLog').slice(auditBefore);
    expect(audit.map((e) => [e.resource, e.recordId, e.action])).toEqual(
      expect.arrayContaining([
        ['zbvOrgs', 10, 'update'],
        ['zbvAccounts', 9001, 'create'],
        ['zbvAccounts', removed.id, 'update'],
      ]),
    );
    expect(audit.every((e) => e.actor === 'anna.admin (ZBV Synchronisation)')).toBe(true);

    const again = await (await sync(server, 'anna.admin')).json();
    expect(again).toMatchObject({
      organisations: { inserted: 0, updated: 0, deactivated: 0 },
      accounts: { inserted: 0, updated: 0, deactivated: 0 },
    });
  });

  it('reactivates an account the ZBV delivers again', async () => {
    writeFileSync(exportFile, JSON.stringify(original));
    const result = await (await sync(server, 'anna.admin')).json();
    expect(result.accounts).toMatchObject({ updated: 1, deactivated: 1 });
    expect(server.store.collection('zbvAccounts').find((a) => a.username === 'lukas.herrmann')?.active).toBe(true);
  });

  it('reports an invalid export with 502 and its code, changing nothing', async () => {
    writeFileSync(exportFile, JSON.stringify({ organisations: 'kaputt' }));
    const before = JSON.stringify(server.store.collection('zbvAccounts'));
    const response = await sync(server, 'anna.admin');
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ code: 'ZBV_EXPORT_INVALID' });
    expect(JSON.stringify(server.store.collection('zbvAccounts'))).toBe(before);
    expect(server.store.collection('exportJobs').at(-1)).toMatchObject({ status: 'failed' });
  });
});

describe('POST /sync/zbv with an unreachable source', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ zbvSourceUrl: 'http://127.0.0.1:9/zbv-source/export' });
  });
  afterAll(() => server.close());

  it('answers 502 ZBV_SOURCE_UNREACHABLE', async () => {
    const response = await sync(server, 'anna.admin');
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ code: 'ZBV_SOURCE_UNREACHABLE' });
  });
});
