import { afterAll, beforeAll, expect, it } from 'vitest';
import { API_BASE } from '@shared/api/paths';
import { portalApiPaths, productInfoDataSchema } from '@shared/portalApi';
import { startTestServer, type TestServer } from '../../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const get = async () =>
  fetch(`${server.url}${API_BASE}${portalApiPaths.productInfo}`, { headers: await server.authAs('max.muster') });

it('answers the product information of docs/requirements/entities.md', async () => {
  const response = await get();
  expect(response.status).toBe(200);
  const data = productInfoDataSchema.parse(await response.json());
  expect(data).toMatchObject({ productTitle: 'Kommunikationswelt Radar', version: '2026.11' });
});

it('is 404 when none is stored', async () => {
  server.store.change('productInfos', () => []);
  const response = await get();
  expect(response.status).toBe(404);
  expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
});
