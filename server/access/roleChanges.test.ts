import { expect, it } from 'vitest';
import { DATA_BASE } from '@shared/api/paths';
import { describeOnEachStore } from '../testing/storeVariants';

// anna.admin: RADAR_ADMIN of Sparkasse Musterstadt (org 1, account 2); melanie.walter: RADAR_ADMIN and
// MANUAL_ADMIN of the operator (org 9, account 29). The rule holds on both stores of the data API.
describeOnEachStore('separation of duties on roles, $name', (server) => {
  const patchAccount = async (username: string, id: number, body: unknown) => {
    const response = await fetch(`${server.url}${DATA_BASE}/zbvAccounts/${id}`, {
      method: 'PATCH',
      headers: { ...(await server.authAs(username)), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as { message?: string } };
  };
  const rolesOf = async (id: number) => {
    const account = await server.record('zbvAccounts', id);
    return { roles: account?.roles, zbvRoles: account?.zbvRoles };
  };

  it('nobody changes their own roles, and the same token gains nothing', async () => {
    const before = await rolesOf(2);
    const answer = await patchAccount('anna.admin', 2, {
      roles: ['RADAR_USER', 'RADAR_ADMIN', 'GA_ADMIN'],
      zbvRoles: ['SPK_MITARBEITER', 'MANUAL_ADMIN'],
    });
    expect(answer).toEqual({
      status: 403,
      body: expect.objectContaining({ message: 'Die eigenen Rollen kann niemand selbst ändern.' }),
    });
    expect(await rolesOf(2)).toEqual(before);
    const headers = await server.authAs('anna.admin');
    expect((await fetch(`${server.url}${DATA_BASE}/gaPermissions`, { headers })).status).toBe(403);
    expect((await fetch(`${server.url}${DATA_BASE}/manualPages`, { headers })).status).toBe(403);
    expect((await patchAccount('anna.admin', 2, { firstName: 'Anna M.' })).status).toBe(200);
  });

  it('only a holder grants a privileged role, and only within the own institute', async () => {
    expect((await patchAccount('anna.admin', 1, { roles: ['RADAR_USER', 'GA_ADMIN'] })).body.message).toBe(
      'Die Rolle GA_ADMIN kann nur vergeben oder entziehen, wer sie selbst hat.',
    );
    expect((await patchAccount('anna.admin', 1, { zbvRoles: ['MANUAL_ADMIN'] })).status).toBe(403);
    expect((await patchAccount('anna.admin', 13, { roles: ['RADAR_USER', 'RADAR_ADMIN'] })).body.message).toBe(
      'Die Rolle RADAR_ADMIN kann nur an Konten des eigenen Instituts vergeben werden.',
    );
    expect((await rolesOf(1)).roles).toEqual(['RADAR_USER']);
    expect((await rolesOf(13)).roles).toEqual(['RADAR_USER']);
    expect((await patchAccount('anna.admin', 13, { zbvRoles: ['SPK_MITARBEITER'] })).status).toBe(200);
  });

  it('a permitted role change goes into the audit log with the roles before and after', async () => {
    expect((await patchAccount('anna.admin', 1, { roles: ['RADAR_USER', 'RADAR_ADMIN'] })).status).toBe(200);
    const entry = (await server.records('auditLog'))
      .filter((e) => e.resource === 'zbvAccounts' && String(e.recordId) === '1')
      .at(-1);
    expect(entry).toMatchObject({
      actor: 'anna.admin',
      action: 'update',
      before: { roles: ['RADAR_USER'] },
      after: { roles: ['RADAR_USER', 'RADAR_ADMIN'] },
    });
  });
});
