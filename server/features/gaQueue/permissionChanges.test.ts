import { afterAll, beforeAll, expect, it } from 'vitest';
import { DATA_BASE } from '@shared/api/paths';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { queueEntriesFor } from './permissionChanges';

const permission = { id: 1, accountId: 4, propertyId: '312845671', access: 'VIEWER' as const };

it('grants a new permission, revokes a removed one, revokes and grants a changed one', () => {
  const changed = { ...permission, access: 'EDITOR' as const };
  const added = { ...permission, id: 2, accountId: 7 };
  expect(queueEntriesFor([permission], [permission])).toEqual([]);
  expect(queueEntriesFor([], [permission])).toEqual([{ action: 'GRANT', permission }]);
  expect(queueEntriesFor([permission], [])).toEqual([{ action: 'REVOKE', permission }]);
  expect(queueEntriesFor([permission], [changed, added])).toEqual([
    { action: 'REVOKE', permission },
    { action: 'GRANT', permission: changed },
    { action: 'GRANT', permission: added },
  ]);
});

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const write = async (method: string, path: string, body?: unknown) => {
  const response = await fetch(`${server.url}${DATA_BASE}/gaPermissionsManagement${path}`, {
    method,
    headers: { ...(await server.authAs('kurt.kunde')), 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { id: number } };
};
const queuedSince = (count: number) =>
  server.store
    .collection('gaQueues')
    .slice(count)
    .map(({ action, accountId, propertyId, access }) => ({ action, accountId, propertyId, access }));

it('queues what each acknowledged change of GaPermissionsManagement asks for, and nothing for a refused one', async () => {
  const start = server.store.collection('gaQueues').length;
  const created = await write('POST', '', {
    accountId: 7,
    propertyId: '312845671',
    domain: 'sparkasse-musterstadt.de',
    access: 'VIEWER',
  });
  expect(created.status).toBe(201);
  await write('PATCH', `/${created.body.id}`, { access: 'ANALYST' });
  await write('DELETE', `/${created.body.id}`);
  const refused = await write('POST', '', {
    accountId: 7,
    propertyId: '312845671',
    domain: 'gmail.com',
    access: 'VIEWER',
  });
  expect(refused.status).toBe(400);
  const grant = { accountId: 7, propertyId: '312845671' };
  expect(queuedSince(start)).toEqual([
    { action: 'GRANT', ...grant, access: 'VIEWER' },
    { action: 'REVOKE', ...grant, access: 'VIEWER' },
    { action: 'GRANT', ...grant, access: 'ANALYST' },
    { action: 'REVOKE', ...grant, access: 'ANALYST' },
  ]);
});
