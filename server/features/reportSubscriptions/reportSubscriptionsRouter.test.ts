import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { API_BASE } from '@shared/api/paths';
import { ownSubscriptionSchema, portalApiPaths } from '@shared/portalApi';
import { startTestServer, type TestServer } from '../../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const list = async (username: string) => {
  const response = await fetch(`${server.url}${API_BASE}${portalApiPaths.ownSubscriptions}`, {
    headers: await server.authAs(username),
  });
  expect(response.status).toBe(200);
  return z.array(ownSubscriptionSchema).parse(await response.json());
};

it('lists only the user’s own subscriptions, by name, with module and report names', async () => {
  const own = await list('max.muster');
  expect(own.map((s) => s.name)).toEqual(['Kreditrisiko zum Monatsanfang', 'Vertriebsübersicht wöchentlich']);
  expect(own[1]).toMatchObject({ moduleId: 2, reportId: 1, moduleName: 'Vertriebssteuerung', frequency: 'WEEKLY' });
  expect(own[1]?.reportName).toBe('Vertriebsübersicht');
  expect(await list('gabi.analytics')).toEqual([]);
});
