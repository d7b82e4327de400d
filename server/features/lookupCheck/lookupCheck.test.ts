import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@shared/api/paths';
import { adminApiPaths } from '@shared/routes';
import { reportLookupSchema } from '@shared/schemas/reportLookup';
import { startTestServer, type TestServer } from '../../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const check = async (path: string, username = 'anna.admin') =>
  fetch(`${server.url}${API_BASE}${adminApiPaths.lookupCheck}/${path}`, { headers: await server.authAs(username) });

describe('GET /admin/lookupcheck/modules/…', () => {
  it('answers module, report, accounts, who may open it and the contact', async () => {
    const response = await check('modules/2/reports/1');
    expect(response.status).toBe(200);
    const answer: unknown = await response.json();
    expect(answer).toMatchObject({
      path: 'modules/2/reports/1',
      module: { id: 2, name: 'Vertriebssteuerung', type: 'PBI_REPORT' },
      report: { id: 1, name: 'Vertriebsübersicht', shortLink: '/s/rv-9e3779b1' },
      reportIsInModule: true,
      accounts: [
        { id: 1, name: 'Radar Standard', email: 'radar-standard@sparkassen-portal.example' },
        { id: 2, name: 'Radar Vorstand', email: 'radar-vorstand@sparkassen-portal.example' },
      ],
      contactInfo: { email: 'vertriebscontrolling@sparkassen-portal.example', jiraChildId: 4711, source: 'report' },
    });
    expect(reportLookupSchema.parse(answer).access.accountCount).toBeGreaterThan(0);
  });

  it('accepts a query or a trailing slash after the report id', async () => {
    expect((await check('modules/2/reports/1/?page=ReportSection2')).status).toBe(200);
  });

  it('answers 404 for an unknown report or a path that is no report address', async () => {
    expect((await check('modules/2/reports/9999')).status).toBe(404);
    expect((await check('modules/2')).status).toBe(404);
  });

  it('is for admins only', async () => {
    expect((await check('modules/2/reports/1', 'max.muster')).status).toBe(403);
  });
});
