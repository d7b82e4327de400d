import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_BASE } from '@shared/api/paths';
import { startTestServer, type TestServer } from '../../testing/testServer';

let server: TestServer;
let admin: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.authAs('anna.admin');
});
afterAll(() => server.close());

const call = (method: string, path: string, body?: unknown, headers = admin) =>
  fetch(`${server.url}${DATA_BASE}${path}`, {
    method,
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const lastAudit = () => server.store.collection('auditLog').at(-1);

describe('audit of the data API', () => {
  it('records create, update and delete with who, when, resource, id, before and after', async () => {
    const created = await (await call('POST', '/groups', { name: 'Revision' })).json();
    expect(lastAudit()).toMatchObject({
      actor: 'anna.admin',
      resource: 'groups',
      recordId: created.id,
      action: 'create',
      after: { id: created.id, name: 'Revision' },
    });
    expect(lastAudit()?.before).toBeUndefined();
    expect(Date.now() - Date.parse(lastAudit()?.at ?? '')).toBeLessThan(10_000);

    await call('PUT', `/groups/${created.id}`, { name: 'Interne Revision' });
    expect(lastAudit()).toMatchObject({
      action: 'update',
      recordId: created.id,
      before: { name: 'Revision' },
      after: { name: 'Interne Revision' },
    });

    await call('PATCH', `/groups/${created.id}`, { description: 'Prüft' });
    expect(lastAudit()).toMatchObject({
      action: 'update',
      before: { name: 'Interne Revision' },
      after: { name: 'Interne Revision', description: 'Prüft' },
    });
    expect(lastAudit()?.before).not.toHaveProperty('description');

    await call('DELETE', `/groups/${created.id}`);
    expect(lastAudit()).toMatchObject({ action: 'delete', recordId: created.id, before: { description: 'Prüft' } });
    expect(lastAudit()?.after).toBeUndefined();
  });

  it('records the grants a deleted group takes with it', async () => {
    const group = (await (await call('POST', '/groups', { name: 'Kurzlebig' })).json()) as { id: number };
    const member = (await (await call('POST', '/groupUserRelations', { groupId: group.id, accountId: 1 })).json()) as {
      id: number;
    };
    const grant = (await (await call('POST', '/zbvGroupModules', { groupId: group.id, moduleId: 22 })).json()) as {
      id: number;
    };
    const count = server.store.collection('auditLog').length;
    expect((await call('DELETE', `/groups/${group.id}`)).status).toBe(200);
    const entries = server.store.collection('auditLog').slice(count);
    expect(entries.map(({ resource, recordId, action }) => `${action} ${resource} ${recordId}`).sort()).toEqual(
      [
        `delete groups ${group.id}`,
        `delete groupUserRelations ${member.id}`,
        `delete zbvGroupModules ${grant.id}`,
      ].sort(),
    );
    expect(entries.find((entry) => entry.resource === 'zbvGroupModules')?.before).toMatchObject({ moduleId: 22 });
  });

  it('records nothing for reads, refused writes and writes to missing records', async () => {
    const count = server.store.collection('auditLog').length;
    await call('GET', '/groups');
    await call('POST', '/groups', { name: '' });
    await call('PUT', '/groups/99999', { name: 'Gibt es nicht' });
    await call('DELETE', '/groups/99999');
    await call('POST', '/groups', { name: 'Ohne Recht' }, await server.authAs('max.muster'));
    expect(server.store.collection('auditLog')).toHaveLength(count);
  });

  it('is on disk with the change it records', async () => {
    await call('POST', '/whitelistedUrls', { pattern: 'https://intranet.example/*' });
    const onDisk = JSON.parse(server.onDisk()) as { auditLog: { after?: { pattern?: string } }[] };
    expect(onDisk.auditLog.at(-1)?.after?.pattern).toBe('https://intranet.example/*');
  });

  it('is read-only through the API and readable only by admins', async () => {
    expect((await call('GET', '/auditLog')).status).toBe(200);
    expect((await call('POST', '/auditLog', { actor: 'x' })).status).toBe(405);
    expect((await call('DELETE', '/auditLog/1')).status).toBe(405);
    expect((await call('GET', '/auditLog', undefined, await server.authAs('gabi.analytics'))).status).toBe(403);
  });
});
