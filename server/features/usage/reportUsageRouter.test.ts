import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@shared/api/paths';
import { adminApiPaths } from '@shared/routes';
import type { ReportUsage } from '@shared/schemas';
import { startTestServer, type TestServer } from '../../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const usage = async (query: Record<string, string>, username = 'anna.admin') =>
  fetch(`${server.url}${API_BASE}${adminApiPaths.reportUsage}?${new URLSearchParams(query)}`, {
    headers: await server.authAs(username),
  });

describe('GET /admin/usage/reports', () => {
  it('aggregates the fixture events of the range for an admin', async () => {
    const response = await usage({ from: '2026-11-19', to: '2026-11-20', reportId: '1' });
    expect(response.status).toBe(200);
    const body = (await response.json()) as ReportUsage;
    expect(body.days).toEqual(['2026-11-19', '2026-11-20']);
    expect(body.totals).toEqual({ views: 2, users: 2, accountChanges: 1 });
    expect(body.topReports.map((report) => [report.reportName, report.views])).toEqual([
      ['Kreditrisiko-Monitor', 1],
      ['Vertriebsübersicht', 1],
    ]);
    expect(body.pages).toEqual([{ pageName: 'ReportSection1', pageLabel: 'Übersicht', views: 1, daily: [0, 1] }]);
  });

  it('answers 400 naming the field for a bad range', async () => {
    const response = await usage({ from: '2026-11-20', to: '2026-11-19' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: { field: string }[] }).errors.map((e) => e.field)).toEqual(['to']);
    const missing = await usage({ to: '2026-11-19' });
    expect(((await missing.json()) as { errors: { field: string }[] }).errors.map((e) => e.field)).toEqual(['from']);
  });

  it('refuses everyone but admins', async () => {
    expect((await usage({ from: '2026-11-19', to: '2026-11-20' }, 'max.muster')).status).toBe(403);
    expect((await usage({ from: '2026-11-19', to: '2026-11-20' }, 'hanna.handbuch')).status).toBe(403);
  });
});
