import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@shared/api/paths';
import { pbiSyncedCount, type PbiSyncPage } from '@shared/schemas';
import { localReportId, PBI_LOCAL_SOURCE_PATH } from '../../integrations/powerbi/localSource';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { PBI_SYNC_PATH } from './pbiSyncRouter';

const WORKSPACE = 'ws-vertrieb';
const sync = async (server: TestServer, page: number | string, username = 'anna.admin') =>
  fetch(`${server.url}${API_BASE}${PBI_SYNC_PATH}?page=${page}`, {
    method: 'POST',
    headers: await server.authAs(username),
  });
const syncPage = async (server: TestServer, page: number) => {
  const response = await sync(server, page);
  expect(response.status).toBe(200);
  return (await response.json()) as PbiSyncPage;
};
const addPowerBiAccount = (server: TestServer) =>
  server.store.insert('pbiAccounts', {
    displayname: 'Power BI Vertrieb',
    key: 'pbi-vertrieb@sparkassen-portal.example',
    sortPriority: 3,
    kind: 'POWER_BI',
    workspaceId: WORKSPACE,
  });
const synced = (server: TestServer) => server.store.collection('pbiReports').filter((r) => r.powerBiReportId);

describe('POST /sync/pbi against the local source: 12 reports, 5 per page', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ pbiSync: { pageSize: 5, localReports: 12, localFailingReports: [] } });
  });
  afterAll(() => server.close());

  it.each(['max.muster', 'gabi.analytics', 'kurt.kunde', 'hanna.handbuch'])('refuses %s with 403', async (user) => {
    expect((await sync(server, 0, user)).status).toBe(403);
  });

  it('serves the local source only to admins', async () => {
    const url = `${server.url}${API_BASE}${PBI_LOCAL_SOURCE_PATH}/v1.0/myorg/groups/${WORKSPACE}/reports`;
    expect((await fetch(url, { headers: await server.authAs('max.muster') })).status).toBe(403);
    const answer = (await (await fetch(url, { headers: await server.authAs('anna.admin') })).json()) as {
      value: { id: string }[];
    };
    expect(answer.value).toHaveLength(12);
    expect(answer.value[0]?.id).toBe(localReportId(WORKSPACE, 1));
  });

  it.each(['', 'x', '-1', '1.5'])('answers 400 naming the field for page=%j', async (page) => {
    const response = await sync(server, page);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errors: [expect.objectContaining({ field: 'page' })] });
  });

  it('finishes at once with nothing to do while no account has a Power BI workspace', async () => {
    expect(await syncPage(server, 0)).toEqual({ finished: true, page: 0, pageSize: 5, size: 0 });
  });

  it('pages through the workspace: 5, 5 and 2 reports, N = 2 × 5 + 2', async () => {
    const account = addPowerBiAccount(server);
    const before = server.store.collection('pbiReports').length;
    const answers = [await syncPage(server, 0), await syncPage(server, 1), await syncPage(server, 2)];
    expect(answers).toEqual([
      { finished: false, page: 0, pageSize: 5, size: 5 },
      { finished: false, page: 1, pageSize: 5, size: 5 },
      { finished: true, page: 2, pageSize: 5, size: 2 },
    ]);
    expect(pbiSyncedCount(answers[2] as PbiSyncPage)).toBe(12);
    expect(server.store.collection('pbiReports')).toHaveLength(before + 12);
    const first = synced(server).find((r) => r.powerBiReportId === localReportId(WORKSPACE, 1));
    expect(first).toMatchObject({
      name: 'Vertriebsübersicht 1',
      reportKey: 'VERTRIEBSUEBERSICHT_1',
      longId: expect.stringMatching(/^rv-[0-9a-f]{8,}$/),
      pbiAccountIds: [account.id],
      pages: [
        { name: 'ReportSection1', displayName: 'Übersicht', visibility: 0, visuals: [] },
        { name: 'ReportSection2', displayName: 'Entwicklung', visibility: 0, visuals: [] },
        { name: 'ReportSection3', displayName: 'Details', visibility: 0, visuals: [] },
      ],
    });
    expect(new Set(synced(server).map((r) => r.longId)).size).toBe(12);
    const audit = server.store.collection('auditLog').filter((e) => e.actor === 'anna.admin (PBI Synchronisation)');
    expect(audit.filter((e) => e.resource === 'pbiReports' && e.action === 'create')).toHaveLength(12);
  });

  it('updates instead of duplicating, keeps what the back office maintains and audits nothing unchanged', async () => {
    const report = synced(server)[0];
    if (!report) throw new Error('no synced report');
    const edited = {
      ...report,
      reportKey: 'VON_HAND',
      confluencePageId: '1011',
      pages: report.pages.map((page, index) => (index === 2 ? { ...page, visibility: 1 as const } : page)),
    };
    server.store.change('pbiReports', (records) => records.map((r) => (r.id === report.id ? edited : r)));
    const count = server.store.collection('pbiReports').length;
    const audit = server.store.collection('auditLog').length;
    for (const page of [0, 1, 2]) await syncPage(server, page);
    expect(server.store.collection('pbiReports')).toHaveLength(count);
    expect(server.store.collection('pbiReports').find((r) => r.id === report.id)).toEqual(edited);
    expect(server.store.collection('auditLog')).toHaveLength(audit);
  });

  it('answers a page after the last one as finished and empty', async () => {
    expect(await syncPage(server, 7)).toEqual({ finished: true, page: 7, pageSize: 5, size: 0 });
  });
});

describe('POST /sync/pbi when the source fails on one page', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Report 8 is on page 1 (reports 6 to 10).
    server = await startTestServer({ pbiSync: { pageSize: 5, localReports: 12, localFailingReports: [8] } });
    addPowerBiAccount(server);
  });
  afterAll(() => server.close());

  it('keeps the pages before, answers 502 for the failing page and writes none of its reports', async () => {
    expect(await syncPage(server, 0)).toMatchObject({ finished: false, size: 5 });
    const response = await sync(server, 1);
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ code: 'PBI_REFUSED' });
    expect(synced(server)).toHaveLength(5);
    expect(await syncPage(server, 2)).toMatchObject({ finished: true, size: 2 });
  });
});

describe('POST /sync/pbi with an unreachable Power BI tenant', () => {
  let server: TestServer;
  beforeAll(async () => {
    const unreachable = 'http://127.0.0.1:9';
    server = await startTestServer({
      powerBi: { tenantId: 't', clientId: 'c', clientSecret: 's', authorityUrl: unreachable, apiUrl: unreachable },
    });
    addPowerBiAccount(server);
  });
  afterAll(() => server.close());

  it('answers 502 PBI_UNREACHABLE and serves no local source', async () => {
    const response = await sync(server, 0);
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ code: 'PBI_UNREACHABLE' });
    const local = await fetch(`${server.url}${API_BASE}${PBI_LOCAL_SOURCE_PATH}/v1.0/myorg/groups/x/reports`, {
      headers: await server.authAs('anna.admin'),
    });
    expect(local.status).not.toBe(200);
  });
});
