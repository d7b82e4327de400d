import { expect, it } from 'vitest';
import { API_BASE, DATA_BASE } from '@shared/api/paths';
import { adminApiPaths } from '@shared/routes';
import type { CollectionName } from '@shared/schemas';
import { describeOnEachStore } from '../testing/storeVariants';

// kurt.kunde: GA customer admin of Sparkasse Musterstadt (org 1, sparkasse-musterstadt.de). In db.json grants 1–3
// are his institute's, 4 (Nordheide) and 5 (Beispielkreis, made by the GA admin) are not; so is queue entry 3.
// The data API holds the rule on both its stores; the GA queue's retry and worker work on db.json.
const KURT = 'kurt.kunde';
const data = (collection: CollectionName, rest = '') => `${DATA_BASE}/${collection}${rest}`;

describeOnEachStore('a GA customer admin acts only on their own institute, $name', (server, variant) => {
  const embedded = variant.name === 'db.json';

  const call = async (path: string, init: RequestInit = {}, username = KURT) =>
    fetch(`${server.url}${path}`, {
      ...init,
      headers: { ...(await server.authAs(username)), 'content-type': 'application/json' },
    });
  const snapshot = async (collection: CollectionName) => JSON.stringify(await server.records(collection));

  it('lists and reads only the grants and queue entries of the own institute', async () => {
    const grants = (await (await call(data('gaPermissionsManagement'))).json()) as { id: number }[];
    expect(grants.map((grant) => grant.id)).toEqual([1, 2, 3]);
    const asked = (await (await call(data('gaPermissionsManagement', '?filter={"id":[3,4,5]}'))).json()) as {
      id: number;
    }[];
    expect(asked.map((grant) => grant.id)).toEqual([3]);
    const queue = (await (await call(data('gaQueues'))).json()) as { id: number }[];
    expect(queue.map((entry) => entry.id)).toEqual([1, 2]);
    expect((await call(data('gaPermissionsManagement', '/4'))).status).toBe(404);
    expect((await call(data('gaQueues', '/3'))).status).toBe(404);
    const gabisList = (await (await call(data('gaPermissionsManagement'), {}, 'gabi.analytics')).json()) as unknown[];
    expect(gabisList).toHaveLength(5);
  });

  it('cannot change, delete or take over another institute’s grant, nor grant on its property', async () => {
    const before = await snapshot('gaPermissionsManagement');
    const queued = await snapshot('gaQueues');
    const patch = await call(data('gaPermissionsManagement', '/4'), {
      method: 'PATCH',
      body: JSON.stringify({ accountId: 4, access: 'EDITOR' }),
    });
    expect(patch.status).toBe(404);
    expect((await call(data('gaPermissionsManagement', '/5'), { method: 'DELETE' })).status).toBe(404);
    const ownOnForeignProperty = await call(data('gaPermissionsManagement'), {
      method: 'POST',
      body: JSON.stringify({
        accountId: 4,
        propertyId: '318902245',
        domain: 'sparkasse-nordheide.de',
        access: 'EDITOR',
      }),
    });
    expect(ownOnForeignProperty.status).toBe(403);
    expect(await ownOnForeignProperty.json()).toMatchObject({
      errors: [{ field: 'propertyId', message: 'Diese Property gehört nicht zu Ihrem Institut.' }],
    });
    const moveOut = await call(data('gaPermissionsManagement', '/3'), {
      method: 'PATCH',
      body: JSON.stringify({ accountId: 13 }),
    });
    expect(moveOut.status).toBe(403);
    expect(await snapshot('gaPermissionsManagement')).toBe(before);
    expect(await snapshot('gaQueues')).toBe(queued);
  });

  it('refuses a grant whose account e-mail domain is not the property’s', async () => {
    await server.patchRecord('zbvAccounts', 10, { email: 'michael.hoffmann@example.org' });
    const response = await call(data('gaPermissionsManagement'), {
      method: 'POST',
      body: JSON.stringify({
        accountId: 10,
        propertyId: '312845671',
        domain: 'sparkasse-musterstadt.de',
        access: 'VIEWER',
      }),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({
      errors: [{ field: 'domain', message: 'Die E-Mail-Domain des Kontos passt nicht zur Domain der Property.' }],
    });
  });

  it('cannot queue or retry work for another institute’s account', async () => {
    const entry = {
      action: 'GRANT',
      accountId: 13,
      propertyId: '318902245',
      access: 'VIEWER',
      status: 'queued',
      attempts: 0,
      createdAt: '2026-11-23T08:00:00.000Z',
    };
    expect((await call(data('gaQueues'), { method: 'POST', body: JSON.stringify(entry) })).status).toBe(403);
    if (!embedded) return;
    server.store.change('gaQueues', (entries) =>
      entries.map((e) => (e.id === 3 ? { ...e, status: 'failed' as const, attempts: 5 } : e)),
    );
    const retry = await call(`${API_BASE}${adminApiPaths.gaQueue}/3/retry`, { method: 'POST' });
    expect(retry.status).toBe(404);
    expect(server.store.byId('gaQueues', 3)).toMatchObject({ status: 'failed', attempts: 5 });
  });

  it('a grant within the own institute still works and its queue entry names the requester', async () => {
    const response = await call(data('gaPermissionsManagement'), {
      method: 'POST',
      body: JSON.stringify({
        accountId: 9,
        propertyId: '312845671',
        domain: 'sparkasse-musterstadt.de',
        access: 'VIEWER',
      }),
    });
    expect(response.status).toBe(201);
    expect(
      await server.record('gaPermissionsManagement', ((await response.json()) as { id: number }).id),
    ).toMatchObject({
      accountId: 9,
    });
    if (!embedded) return;
    const queued = server.store.collection('gaQueues').at(-1);
    expect(queued).toMatchObject({ action: 'GRANT', accountId: 9, requestedBy: 4 });
  });
});
