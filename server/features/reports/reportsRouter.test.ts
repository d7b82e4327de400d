import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@shared/api/paths';
import { portalApiPaths, type ReportInfo } from '@shared/portalApi';
import { startTestServer, type TestServer } from '../../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const get = async (path: string, username = 'max.muster') =>
  fetch(`${server.url}${API_BASE}${path}`, { headers: await server.authAs(username) });

describe('report calls', () => {
  it('answers one info per account the user may use, with the module, report and manual page', async () => {
    const response = await get(`${portalApiPaths.reportInfo}?moduleId=2&reportId=1`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const infos = (await response.json()) as ReportInfo[];
    expect(infos.map((info) => info.pbiAccountDetails.displayname).sort()).toEqual([
      'Radar Standard',
      'Radar Vorstand',
    ]);
    expect(infos[0]).toMatchObject({
      moduleId: 2,
      reportId: 1,
      reportName: 'Vertriebsübersicht',
      reportKey: 'VERTRIEB_UEBERSICHT',
      confluenceOriginalPageId: '1011',
      external: false,
    });
  });

  it('offers only the accounts of the user’s account groups', async () => {
    const infos = (await (await get(`${portalApiPaths.reportInfo}?moduleId=2&reportId=1`, 'gabi.analytics')).json()) as
      ReportInfo[] | { code: string };
    if (Array.isArray(infos)) expect(infos.map((info) => info.pbiAccountId)).toEqual([1]);
    else expect(infos.code).toBe('REPORT_NOT_ALLOWED');
  });

  it('refuses a report outside the user’s modules or in the wrong module, and bad ids with 400', async () => {
    expect((await get(`${portalApiPaths.reportInfo}?moduleId=22&reportId=34`)).status).toBe(403);
    expect((await get(`${portalApiPaths.reportInfo}?moduleId=4&reportId=1`)).status).toBe(403);
    expect((await get(`${portalApiPaths.reportInfo}?moduleId=2&reportId=../1`)).status).toBe(400);
    expect((await get(`${portalApiPaths.reportInfo}?moduleId=2`)).status).toBe(400);
  });

  it('resolves a short link to a module the user sees, and 404 for an unknown one', async () => {
    const response = await get(`${portalApiPaths.reportShortLink}?reportViewLongId=rv-9e3779b1`);
    expect(await response.json()).toEqual({ moduleId: 2, reportId: 1 });
    expect((await get(`${portalApiPaths.reportShortLink}?reportViewLongId=rv-unbekannt`)).status).toBe(404);
  });

  it('draws a local account’s report from its pages, only for an account the user may use', async () => {
    const response = await get(`${portalApiPaths.reportEmbed}?moduleId=2&reportId=1&pbiAccountId=2`);
    expect(response.status).toBe(200);
    const embed = (await response.json()) as { kind: string; pages: { name: string; visibility: number }[] };
    expect(embed.kind).toBe('LOCAL');
    expect(embed.pages.map((page) => page.name)).toContain('ReportSection1');
    expect((await get(`${portalApiPaths.reportEmbed}?moduleId=2&reportId=1&pbiAccountId=99`)).status).toBe(403);
  });

  it('lists a report’s filter definitions only to users who may open it', async () => {
    const query = '?moduleId=2&reportId=1&pbiAccountId=1';
    const response = await get(`${portalApiPaths.filterDefinitions}${query}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([
      { id: 1, name: 'Institut', table: 'Organisation', column: 'BLZ', values: ['90050100'] },
      { id: 2, name: 'Sparte', table: 'Produkt', column: 'Sparte', values: ['Privatkunden', 'Firmenkunden'] },
    ]);
    expect((await get(`${portalApiPaths.filterDefinitions}?moduleId=22&reportId=34&pbiAccountId=1`)).status).toBe(403);
    expect((await get(`${portalApiPaths.filterDefinitions}?moduleId=2&reportId=1`)).status).toBe(400);
  });
});
