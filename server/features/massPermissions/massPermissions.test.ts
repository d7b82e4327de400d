import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@shared/api/paths';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { MASS_PERMISSIONS_PATH } from './massPermissionsRouter';
import { planMassChange } from './planMassChange';

describe('planMassChange', () => {
  const records = [
    { id: 1, accountId: 1, moduleId: 4 },
    { id: 2, accountId: 2, moduleId: 4 },
  ];
  const target = (r: (typeof records)[number]) => r.moduleId;
  it('grants only missing pairs', () => {
    expect(planMassChange(records, target, 'grant', [1, 2, 3], [4])).toEqual({
      create: [{ accountId: 3, targetId: 4 }],
      remove: [],
      unchanged: 2,
    });
  });
  it('revokes only existing pairs', () => {
    expect(planMassChange(records, target, 'revoke', [1, 3], [4, 5])).toEqual({
      create: [],
      remove: [records[0]],
      unchanged: 3,
    });
  });
});

describe(`POST ${MASS_PERMISSIONS_PATH}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const post = async (body: unknown, user = 'anna.admin') =>
    fetch(`${server.url}${API_BASE}${MASS_PERMISSIONS_PATH}`, {
      method: 'POST',
      headers: { ...(await server.authAs(user)), 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('counts without changing on a dry run, then grants and audits', async () => {
    const before = server.store.collection('zbvUserModules').length;
    const body = { accountIds: [13, 14], mode: 'grant', target: 'modules', ids: [20] };
    expect(await (await post({ ...body, dryRun: true })).json()).toEqual({ changed: 2, unchanged: 0 });
    expect(server.store.collection('zbvUserModules')).toHaveLength(before);
    expect(await (await post(body)).json()).toEqual({ changed: 2, unchanged: 0 });
    const granted = server.store.collection('zbvUserModules').filter((r) => r.moduleId === 20);
    expect(granted.map((r) => r.accountId).sort()).toEqual([13, 14]);
    expect(server.store.collection('auditLog').slice(-2)).toEqual([
      expect.objectContaining({ resource: 'zbvUserModules', action: 'create', actor: 'anna.admin' }),
      expect.objectContaining({ resource: 'zbvUserModules', action: 'create' }),
    ]);
    expect(await (await post(body)).json()).toEqual({ changed: 0, unchanged: 2 });
  });

  it('adds and removes group memberships', async () => {
    const body = { accountIds: [13], target: 'groups', ids: [2, 3] };
    expect(await (await post({ ...body, mode: 'grant' })).json()).toMatchObject({ changed: expect.any(Number) });
    const member = (groupId: number) =>
      server.store.collection('groupUserRelations').some((r) => r.accountId === 13 && r.groupId === groupId);
    expect(member(2) && member(3)).toBe(true);
    expect(await (await post({ ...body, mode: 'revoke' })).json()).toEqual({ changed: 2, unchanged: 0 });
    expect(member(2) || member(3)).toBe(false);
  });

  it('refuses unknown ids and invalid requests with 400 naming the field, and non-admins with 403', async () => {
    const unknown = await post({ accountIds: [99999], mode: 'grant', target: 'modules', ids: [20] });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).errors).toEqual([{ field: 'accountIds', message: '99999 gibt es nicht.' }]);
    const invalid = await post({ accountIds: [], mode: 'grant', target: 'modules', ids: [20] });
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).errors[0].field).toBe('accountIds');
    expect((await post({ accountIds: [1], mode: 'grant', target: 'modules', ids: [20] }, 'max.muster')).status).toBe(
      403,
    );
  });
});
