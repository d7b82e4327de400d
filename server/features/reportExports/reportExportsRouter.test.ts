import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { API_BASE } from '@shared/api/paths';
import { ownExportSchema, portalApiPaths } from '@shared/portalApi';
import { startTestServer, type TestServer } from '../../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const list = async (username: string) => {
  const response = await fetch(`${server.url}${API_BASE}${portalApiPaths.ownExports}`, {
    headers: await server.authAs(username),
  });
  expect(response.status).toBe(200);
  return z.array(ownExportSchema).parse(await response.json());
};

it('lists only the user’s own exports with template, report and files, newest first', async () => {
  const own = await list('max.muster');
  expect(own).toHaveLength(1);
  expect(own[0]).toMatchObject({
    name: 'Vertriebsübersicht Oktober 2026',
    templateName: 'Vertriebsübersicht – Gremienvorlage',
    format: 'PDF',
    reportId: 1,
    reportName: 'Vertriebsübersicht',
    moduleId: 2,
  });
  expect(own[0]?.files.map((f) => f.fileName)).toEqual([
    'vertriebsuebersicht-2026-11-20.pdf',
    'vertriebsuebersicht-2026-11-19.pdf',
  ]);
  expect(await list('anna.admin')).toEqual([]);
});
