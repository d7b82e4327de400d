import { afterAll, beforeAll, expect, it } from 'vitest';
import { API_BASE, DATA_BASE } from '@shared/api/paths';
import { portalApiPaths } from '@shared/portalApi';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { MAINTENANCE_SETTING } from './maintenanceRouter';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const status = async (username: string) =>
  fetch(`${server.url}${API_BASE}${portalApiPaths.maintenance}`, { headers: await server.authAs(username) });
const setMaintenance = async (username: string, value: string) =>
  fetch(`${server.url}${DATA_BASE}/systemSettings/${MAINTENANCE_SETTING}`, {
    method: 'PUT',
    headers: { ...(await server.authAs(username)), 'content-type': 'application/json' },
    body: JSON.stringify({ id: MAINTENANCE_SETTING, value }),
  });

it('follows the system setting, which only an admin may change and only to true or false', async () => {
  expect(await (await status('max.muster')).json()).toEqual({ enabled: false });
  expect((await setMaintenance('max.muster', 'true')).status).toBe(403);
  expect((await setMaintenance('anna.admin', 'true')).status).toBe(200);
  expect(await (await status('max.muster')).json()).toEqual({ enabled: true });
  expect((await setMaintenance('anna.admin', 'TRUE')).status).toBe(400);
  expect(await (await status('max.muster')).json()).toEqual({ enabled: true });
  expect((await setMaintenance('anna.admin', 'false')).status).toBe(200);
  expect(await (await status('max.muster')).json()).toEqual({ enabled: false });
});

it('is off when the setting is missing', async () => {
  server.store.change('systemSettings', (records) => records.filter((s) => s.id !== MAINTENANCE_SETTING));
  expect(await (await status('anna.admin')).json()).toEqual({ enabled: false });
});

it('needs a token', async () => {
  expect((await fetch(`${server.url}${API_BASE}${portalApiPaths.maintenance}`)).status).toBe(401);
});
