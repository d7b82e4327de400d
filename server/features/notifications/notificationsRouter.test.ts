import { afterAll, beforeAll, expect, it } from 'vitest';
import { API_BASE, DATA_BASE } from '@shared/api/paths';
import { portalApiPaths } from '@shared/portalApi';
import { adminApiPaths } from '@shared/routes';
import type { CollectionRecord } from '@shared/schemas';
import { aNotification } from '../../../tests/builders/notification';
import { startTestServer, type TestServer } from '../../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  const hour = 3_600_000;
  const at = (offset: number) => new Date(Date.now() + offset).toISOString();
  const notification = aNotification;
  // max.muster is account 1 of organisation 1; anna.admin is account 2 of organisation 1; gabi is in organisation 6.
  server.store.change('notifications', () => [
    notification(1, { validFrom: at(-3 * hour) }),
    notification(2, { validFrom: at(-1 * hour), targetAccountIds: [1] }),
    notification(3, { validFrom: at(-2 * hour), targetOrgIds: [1] }),
    notification(4, { validTo: at(-hour) }),
    notification(5, { validFrom: at(hour) }),
    notification(6, { active: false }),
    notification(7, { targetAccountIds: [2] }),
    notification(8, { targetOrgIds: [6] }),
  ]);
  server.store.change('notificationClosures', () => []);
});
afterAll(() => server.close());

const call = async (username: string, path: string, init: RequestInit = {}) =>
  fetch(`${server.url}${API_BASE}${path}`, { ...init, headers: await server.authAs(username) });
const visibleIds = async (username: string) =>
  ((await (await call(username, portalApiPaths.notifications)).json()) as { id: number }[]).map((n) => n.id);
const close = (username: string, id: string) =>
  call(username, `${portalApiPaths.closeNotification}?notificationId=${id}`, { method: 'POST' });

it('lists only active notifications valid now and addressed to the user, newest first', async () => {
  const response = await call('max.muster', portalApiPaths.notifications);
  expect(response.status).toBe(200);
  const list = (await response.json()) as unknown[];
  expect(list).toEqual([
    { id: 2, title: 'Hinweis 2', message: '<p>Text zu „Hinweis 2“</p>' },
    { id: 3, title: 'Hinweis 3', message: '<p>Text zu „Hinweis 3“</p>' },
    { id: 1, title: 'Hinweis 1', message: '<p>Text zu „Hinweis 1“</p>' },
  ]);
  expect(await visibleIds('anna.admin')).toEqual([3, 1, 7]);
  expect(await visibleIds('gabi.analytics')).toEqual([1, 8]);
});

it('keeps a closed notification closed for that user only, durably and idempotently', async () => {
  expect((await close('max.muster', '3')).status).toBe(204);
  expect((await close('max.muster', '3')).status).toBe(204);
  expect(await visibleIds('max.muster')).toEqual([2, 1]);
  expect(await visibleIds('anna.admin')).toEqual([3, 1, 7]);
  const closures = server.store.collection('notificationClosures');
  expect(closures).toHaveLength(1);
  expect(closures[0]).toMatchObject({ notificationId: 3, accountId: 1 });
  expect(server.onDisk()).toMatch(/"notificationClosures": \[\s*\{\s*"id": 1,\s*"notificationId": 3/);
});

it('refuses to close what is not addressed to the user (404) and a missing id (400)', async () => {
  expect((await close('max.muster', '7')).status).toBe(404);
  expect((await close('max.muster', '999')).status).toBe(404);
  const missing = await call('max.muster', portalApiPaths.closeNotification, { method: 'POST' });
  expect(missing.status).toBe(400);
  expect(await missing.json()).toMatchObject({ errors: [{ field: 'notificationId' }] });
});

it('needs a signed-in user', async () => {
  expect((await fetch(`${server.url}${API_BASE}${portalApiPaths.notifications}`)).status).toBe(401);
});

const write = async (method: string, path: string, body: unknown) =>
  fetch(`${server.url}${DATA_BASE}/notifications${path}`, {
    method,
    headers: { ...(await server.authAs('anna.admin')), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

it('ranks a notification saved without validFrom by its creation time, which the server stamps and keeps', async () => {
  const before = Date.now();
  const response = await write('POST', '', {
    title: 'Ohne Gültig ab',
    message: '<p>Neu</p>',
    createdAt: '2000-01-01T00:00:00.000Z',
  });
  expect(response.status).toBe(201);
  const created = (await response.json()) as CollectionRecord<'notifications'>;
  expect(Date.parse(created.createdAt ?? '')).toBeGreaterThanOrEqual(before);
  // Newer than every validFrom of the others, so first (max.muster closed 3 above).
  expect(await visibleIds('max.muster')).toEqual([created.id, 2, 1]);
  expect(await visibleIds('anna.admin')).toEqual([created.id, 3, 1, 7]);

  const replaced = await write('PUT', `/${created.id}`, { ...created, title: 'Geändert', createdAt: undefined });
  expect(((await replaced.json()) as CollectionRecord<'notifications'>).createdAt).toBe(created.createdAt);
  const patched = await write('PATCH', `/${created.id}`, { createdAt: '2000-01-01T00:00:00.000Z' });
  expect(((await patched.json()) as CollectionRecord<'notifications'>).createdAt).toBe(created.createdAt);
});

it('tells the editors which notifications everyone sees now and which go to some users only', async () => {
  const response = await call('anna.admin', adminApiPaths.shownNotifications);
  expect(response.status).toBe(200);
  const created = server.store.collection('notifications').find((n) => n.title === 'Geändert');
  expect(await response.json()).toEqual({
    forEveryone: [
      { id: created?.id, title: 'Geändert' },
      { id: 1, title: 'Hinweis 1' },
    ],
    targeted: [
      { id: 2, title: 'Hinweis 2' },
      { id: 3, title: 'Hinweis 3' },
      { id: 8, title: 'Hinweis 8' },
      { id: 7, title: 'Hinweis 7' },
    ],
  });
  expect((await call('max.muster', adminApiPaths.shownNotifications)).status).toBe(403);
});
