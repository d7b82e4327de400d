import { afterAll, beforeAll, expect, it } from 'vitest';
import { API_BASE } from '@shared/api/paths';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { PREFERENCES_PATH } from './preferencesRouter';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const call = async (username: string, path: string, init: RequestInit = {}) =>
  fetch(`${server.url}${API_BASE}${PREFERENCES_PATH}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...(await server.authAs(username)) },
  });

it('stores each user’s own settings, durably, and never shows them to another user', async () => {
  expect((await call('max.muster', '/theme', { method: 'PUT', body: JSON.stringify({ value: 'dark' }) })).status).toBe(
    200,
  );
  await call('max.muster', '/theme', { method: 'PUT', body: JSON.stringify({ value: 'light' }) });
  expect(await (await call('max.muster', '')).json()).toEqual({ theme: 'light' });
  expect(await (await call('anna.admin', '')).json()).toEqual({});
  expect(server.onDisk()).toContain('"key": "theme"');
  expect((await call('max.muster', '/theme', { method: 'DELETE' })).status).toBe(204);
  expect(await (await call('max.muster', '')).json()).toEqual({});
});

it('refuses a bad key or body with 400', async () => {
  expect((await call('max.muster', '/b%20ad', { method: 'PUT', body: JSON.stringify({ value: 1 }) })).status).toBe(400);
  expect((await call('max.muster', '/x', { method: 'PUT', body: JSON.stringify({ wert: 1 }) })).status).toBe(400);
});
