import { afterAll, beforeAll, expect, it } from 'vitest';
import { API_BASE, DATA_BASE } from '@shared/api/paths';
import { adminApiPaths } from '@shared/routes';
import { startTestServer, type TestServer } from '../../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const post = async (username: string, collection: string, body: unknown) => {
  const response = await fetch(`${server.url}${DATA_BASE}/${collection}`, {
    method: 'POST',
    headers: { ...(await server.authAs(username)), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { errors?: { field: string }[] } };
};

it('refuses a grant for a blocked domain (or a subdomain of one) with a German message naming it', async () => {
  const grant = { accountId: 1, propertyId: '312845671', domain: 'analytics.google.com', access: 'VIEWER' };
  const answer = await post('kurt.kunde', 'gaPermissionsManagement', grant);
  expect(answer.status).toBe(400);
  expect(answer.body.errors).toEqual([
    { field: 'domain', message: 'Die Domain „analytics.google.com“ ist gesperrt und kann nicht freigegeben werden.' },
  ]);
  const allowed = await post('kurt.kunde', 'gaPermissionsManagement', { ...grant, domain: 'sparkasse-musterstadt.de' });
  expect(allowed.status).toBe(201);
});

it('refuses grants to an account whose e-mail domain is blocked, also through the queue and the property', async () => {
  server.store.change('zbvAccounts', (accounts) =>
    accounts.map((a) => (a.id === 9 ? { ...a, email: 'sabine.wagner@gmail.com' } : a)),
  );
  const queued = await post('gabi.analytics', 'gaQueues', {
    action: 'GRANT',
    accountId: 9,
    propertyId: '312845671',
    access: 'VIEWER',
    status: 'queued',
    attempts: 0,
    createdAt: '2026-11-23T08:00:00.000Z',
  });
  expect(queued.status).toBe(400);
  expect(queued.body.errors).toEqual([
    { field: 'accountId', message: 'Die Domain „gmail.com“ ist gesperrt und kann nicht freigegeben werden.' },
  ]);
  const property = await post('gabi.analytics', 'gaPermissions', {
    propertyId: '400000001',
    propertyName: 'Beispiel',
    domain: 'example.com',
  });
  expect(property.status).toBe(400);
});

it('retries a failed queue entry at once through the adapter', async () => {
  const entry = server.store.insert('gaQueues', {
    action: 'REVOKE',
    accountId: 1,
    propertyId: '312845671',
    access: 'VIEWER',
    status: 'failed',
    attempts: 5,
    error: 'früher fehlgeschlagen',
    createdAt: '2026-11-23T08:00:00.000Z',
  });
  const retry = async (id: number | string) =>
    fetch(`${server.url}${API_BASE}${adminApiPaths.gaQueue}/${id}/retry`, {
      method: 'POST',
      headers: await server.authAs('kurt.kunde'),
    });
  const response = await retry(entry.id);
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({ id: entry.id, status: 'succeeded', attempts: 1 });
  expect((await retry(entry.id)).status).toBe(409);
});
