import { expect, it } from 'vitest';
import { API_BASE, DATA_BASE } from '@shared/api/paths';
import { ssoPaths } from '@shared/auth/ssoPaths';
import { roleChangeTexts } from '@shared/texts';
import { describeOnEachStore } from '../testing/storeVariants';

// The attack sequences an insider tried with the fixture accounts: anna.admin is RADAR_ADMIN of Sparkasse
// Musterstadt (org 1, account 2); max.muster (1) a user there; gabi.analytics (3) GA admin of org 6; kurt.kunde (4)
// GA customer admin of org 1; katrin.meyer (13) a user of Sparkasse Nordheide (org 2); melanie.walter (29)
// RADAR_ADMIN of the operator (org 9). Each sequence runs on both stores of the data API.
describeOnEachStore('identity and institutes cannot be moved, $name', (server) => {
  const send = async (username: string, method: string, path: string, body?: unknown) => {
    const response = await fetch(`${server.url}${DATA_BASE}/${path}`, {
      method,
      headers: { ...(await server.authAs(username)), 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await response.json()) as { errors?: { field: string; message: string }[] };
    return { status: response.status, errors: answer.errors };
  };
  const patch = (username: string, id: number, body: unknown) => send(username, 'PATCH', `zbvAccounts/${id}`, body);
  const refusal = (status: number, field: string, message: string) =>
    expect.objectContaining({ status, errors: [{ field, message }] });
  const userDataOf = async (headers: Record<string, string>) => {
    const response = await fetch(`${server.url}${API_BASE}${ssoPaths.userData}`, { headers });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it('a session stays with the account it signed in as when usernames are handed on', async () => {
    const max = await server.authAs('max.muster');
    expect((await patch('anna.admin', 1, { username: 'max.alt' })).status).toBe(200);
    // Renaming a GA admin hands GA_ADMIN to whoever signs in as the new name: a role change anna may not make.
    expect(await patch('anna.admin', 3, { username: 'max.muster' })).toEqual(
      refusal(403, 'username', roleChangeTexts.holderNotHolder('GA_ADMIN')),
    );
    // Even where the username does reach the GA admin's account (the sync, a holder), max's session stays his.
    await server.patchRecord('zbvAccounts', 3, { username: 'max.muster' });
    expect(await userDataOf(max)).toEqual({
      status: 200,
      body: expect.objectContaining({ zbvUserId: 1, username: 'max.alt', roles: ['RADAR_USER'], gaAdmin: false }),
    });
    expect((await fetch(`${server.url}${DATA_BASE}/gaPermissions`, { headers: max })).status).toBe(403);
    await server.patchRecord('zbvAccounts', 3, { username: 'gabi.analytics' });
    expect((await patch('anna.admin', 1, { username: 'max.muster' })).status).toBe(200);
  });

  it('a session whose account is gone is refused with 401, not handed to the next holder of its name', async () => {
    const petra = await server.authAs('petra.schneider');
    expect((await send('anna.admin', 'DELETE', 'zbvAccounts/7')).status).toBe(200);
    const created = await send('anna.admin', 'POST', 'zbvAccounts', {
      username: 'petra.schneider',
      firstName: 'Petra',
      lastName: 'Neu',
      email: 'petra.neu@sparkasse-musterstadt.de',
      orgId: 1,
      roles: ['RADAR_USER'],
    });
    expect(created.status).toBe(201);
    const after = await fetch(`${server.url}${API_BASE}${ssoPaths.userData}`, { headers: petra });
    expect(after.status).toBe(401);
  });

  it('an account cannot be moved out of the institute once it holds a role granted there', async () => {
    expect((await patch('anna.admin', 13, { orgId: 1 })).status).toBe(200);
    expect((await patch('anna.admin', 13, { roles: ['RADAR_USER', 'RADAR_ADMIN'] })).status).toBe(200);
    expect(await patch('anna.admin', 13, { orgId: 2 })).toEqual(
      refusal(403, 'orgId', roleChangeTexts.holderOtherInstitute('RADAR_ADMIN')),
    );
    expect(await server.record('zbvAccounts', 13)).toMatchObject({ orgId: 1, roles: ['RADAR_USER', 'RADAR_ADMIN'] });
    expect((await patch('anna.admin', 13, { roles: ['RADAR_USER'] })).status).toBe(200);
    expect((await patch('anna.admin', 13, { orgId: 2 })).status).toBe(200);
  });

  it('nobody moves, renames, deactivates or deletes their own account', async () => {
    expect(await patch('anna.admin', 2, { orgId: 2 })).toEqual(refusal(403, 'orgId', roleChangeTexts.ownAccount.orgId));
    expect(await patch('anna.admin', 2, { username: 'anna.neu' })).toEqual(
      refusal(403, 'username', roleChangeTexts.ownAccount.username),
    );
    expect(await patch('anna.admin', 2, { active: false })).toEqual(
      refusal(403, 'active', roleChangeTexts.ownAccount.active),
    );
    expect(await send('anna.admin', 'DELETE', 'zbvAccounts/2')).toEqual(
      refusal(403, 'id', roleChangeTexts.ownAccountDeleted),
    );
    expect(await server.record('zbvAccounts', 2)).toMatchObject({ username: 'anna.admin', orgId: 1, active: true });
  });

  it('a role holder of another institute is neither moved, deactivated nor deleted', async () => {
    // kurt.kunde's GA_CUST_ADMIN would give him Nordheide's GA grants and queue.
    expect(await patch('anna.admin', 4, { orgId: 2 })).toEqual(
      refusal(403, 'orgId', roleChangeTexts.holderNotHolder('GA_CUST_ADMIN')),
    );
    expect(await patch('melanie.walter', 2, { active: false })).toEqual(
      refusal(403, 'active', roleChangeTexts.holderOtherInstitute('RADAR_ADMIN')),
    );
    expect(await send('melanie.walter', 'DELETE', 'zbvAccounts/2')).toEqual(
      refusal(403, 'id', roleChangeTexts.holderOtherInstitute('RADAR_ADMIN')),
    );
    expect(await server.record('zbvAccounts', 4)).toMatchObject({ orgId: 1 });
    expect(await server.record('zbvAccounts', 2)).toMatchObject({ active: true });
  });

  it('refuses a role given twice, naming the field', async () => {
    const answer = await patch('anna.admin', 8, { roles: ['RADAR_USER', 'RADAR_USER'] });
    expect(answer).toEqual(refusal(400, 'roles', 'Jeder Eintrag darf nur einmal vorkommen'));
    expect((await server.record('zbvAccounts', 8))?.roles).toEqual(['RADAR_USER']);
  });

  it('a GA customer admin cannot queue an access the permission management does not grant', async () => {
    const entry = {
      action: 'GRANT',
      accountId: 11,
      propertyId: '312845671',
      access: 'EDITOR',
      status: 'queued',
      attempts: 0,
      createdAt: '2026-11-28T08:00:00.000Z',
    };
    const queued = (await server.records('gaQueues')).length;
    expect(await send('kurt.kunde', 'POST', 'gaQueues', entry)).toEqual(
      refusal(400, 'access', 'Diesen Zugriff vergibt die GA-Berechtigungsverwaltung dem Konto nicht.'),
    );
    expect(await send('kurt.kunde', 'POST', 'gaQueues', { ...entry, action: 'REVOKE', access: 'ANALYST' })).toEqual(
      refusal(400, 'access', 'Diesen Zugriff vergibt die GA-Berechtigungsverwaltung dem Konto noch.'),
    );
    expect((await server.records('gaQueues')).length).toBe(queued);
    expect((await send('kurt.kunde', 'POST', 'gaQueues', { ...entry, access: 'ANALYST' })).status).toBe(201);
  });
});
