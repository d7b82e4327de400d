import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_BASE, API_BASE, DATA_BASE } from '@shared/api/paths';
import { aiApiPaths, portalApiPaths } from '@shared/portalApi';
import { adminApiPaths } from '@shared/routes';
import type { CollectionName } from '@shared/schemas';
import { startTestServer, type TestServer } from '../testing/testServer';

// max.muster (account 1, an ordinary user) tries to reach the records of others by changing ids.
const ATTACKER = 'max.muster';
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const call = async (path: string, init: RequestInit = {}, username = ATTACKER) =>
  fetch(`${server.url}${path}`, {
    ...init,
    headers: { ...(await server.authAs(username)), 'content-type': 'application/json', ...init.headers },
  });
const json = async <T>(path: string, username = ATTACKER) => (await (await call(path, {}, username)).json()) as T;
const foreign = <C extends CollectionName>(collection: C) =>
  server.store.collection(collection).filter((record) => 'accountId' in record && String(record.accountId) !== '1');
const snapshot = (collection: CollectionName) => JSON.stringify(server.store.collection(collection));

describe('the data API refuses every personal collection to an ordinary user, whatever the id', () => {
  const personal: CollectionName[] = [
    'favoriteModules',
    'favoriteReports',
    'closedModules',
    'pbiReportSubscriptions',
    'pbiExports',
    'pbiExportDetails',
    'supportRequests',
    'notificationClosures',
    'userPreferences',
    'aiFeedback',
  ];
  it.each(personal)('%s: list, read, change and delete are 403 and change nothing', async (collection) => {
    const before = snapshot(collection);
    const id = String(server.store.collection(collection)[0]?.id ?? 1);
    const statuses = [
      (await call(`${DATA_BASE}/${collection}`)).status,
      (await call(`${DATA_BASE}/${collection}/${id}`)).status,
      (await call(`${DATA_BASE}/${collection}/${id}`, { method: 'PATCH', body: '{"accountId":1}' })).status,
      (await call(`${DATA_BASE}/${collection}/${id}`, { method: 'PUT', body: '{"accountId":1}' })).status,
      (await call(`${DATA_BASE}/${collection}/${id}`, { method: 'DELETE' })).status,
      (await call(`${DATA_BASE}/${collection}`, { method: 'POST', body: '{"accountId":2}' })).status,
    ];
    expect(statuses).toEqual([403, 403, 403, 403, 403, 403]);
    expect(snapshot(collection)).toBe(before);
  });
});

describe('the portal calls only ever act on the caller’s own records', () => {
  it('favourite modules: removing or reordering another user’s favourite module leaves it untouched', async () => {
    const theirs = foreign('favoriteModules');
    expect(theirs.length).toBeGreaterThan(0);
    const before = snapshot('favoriteModules');
    for (const favourite of theirs) {
      const response = await call(`${API_BASE}${portalApiPaths.moduleFavorite(favourite.moduleId)}`, {
        method: 'DELETE',
      });
      expect(response.status).toBe(204);
    }
    const order = await call(`${API_BASE}${portalApiPaths.favoriteModuleOrder}`, {
      method: 'PUT',
      body: JSON.stringify({ moduleIds: theirs.map((f) => f.moduleId).reverse() }),
    });
    expect(order.status).toBe(204);
    const after = server.store.collection('favoriteModules');
    for (const favourite of theirs) expect(after).toContainEqual(favourite);
    // max's own favourites were reordered or removed, nobody else's.
    const othersBefore = (JSON.parse(before) as { accountId: number }[]).filter((f) => f.accountId !== 1);
    expect(after.filter((f) => f.accountId !== 1)).toEqual(othersBefore);
  });

  it('favourite reports: the list shows only the caller’s, removing another user’s removes nothing', async () => {
    const theirs = foreign('favoriteReports');
    expect(theirs.length).toBeGreaterThan(0);
    const listed = await json<{ moduleId: string | number; reportId: string | number }[]>(
      `${API_BASE}${portalApiPaths.favoriteReports}`,
    );
    const own = server.store.collection('favoriteReports').filter((f) => f.accountId === 1);
    expect(listed).toHaveLength(own.length);
    for (const favourite of theirs) {
      const query = `moduleId=${favourite.moduleId}&reportId=${favourite.reportId}`;
      expect((await call(`${API_BASE}${portalApiPaths.favoriteReport}?${query}`, { method: 'DELETE' })).status).toBe(
        204,
      );
      expect(server.store.collection('favoriteReports')).toContainEqual(favourite);
    }
  });

  it('subscriptions: the list holds only the caller’s own', async () => {
    expect(foreign('pbiReportSubscriptions').length).toBeGreaterThan(0);
    const listed = await json<{ id: number }[]>(`${API_BASE}${portalApiPaths.ownSubscriptions}`);
    const own = server.store.collection('pbiReportSubscriptions').filter((s) => s.accountId === 1);
    expect(listed.map((s) => s.id).sort()).toEqual(own.map((s) => s.id).sort());
  });

  it('exports: the list holds only the caller’s own, with only their files', async () => {
    expect(foreign('pbiExports').length).toBeGreaterThan(0);
    const listed = await json<{ id: number; files: { id: number }[] }[]>(`${API_BASE}${portalApiPaths.ownExports}`);
    const own = server.store.collection('pbiExports').filter((e) => e.accountId === 1);
    expect(listed.map((e) => e.id).sort()).toEqual(own.map((e) => e.id).sort());
    const ownFiles = server.store
      .collection('pbiExportDetails')
      .filter((d) => own.some((e) => e.id === d.exportId))
      .map((d) => d.id);
    expect(listed.flatMap((e) => e.files.map((f) => f.id)).sort()).toEqual(ownFiles.sort());
  });

  it('support requests: another user’s request cannot be retried or read', async () => {
    const theirs = foreign('supportRequests');
    expect(theirs.length).toBeGreaterThan(0);
    const before = snapshot('supportRequests');
    for (const request of theirs) {
      const retry = await call(`${API_BASE}${adminApiPaths.supportRequests}/${request.id}/retry`, { method: 'POST' });
      expect(retry.status).toBe(403);
    }
    expect(snapshot('supportRequests')).toBe(before);
  });

  it('closed notifications: closing one addressed to someone else is 404; closing one closes it for the caller only', async () => {
    server.store.change('notifications', (records) => [
      ...records,
      { id: 900, title: 'Nur für Gabi', message: '<p>x</p>', targetAccountIds: [3], targetOrgIds: [], active: true },
      { id: 901, title: 'Für alle', message: '<p>y</p>', targetAccountIds: [], targetOrgIds: [], active: true },
    ]);
    const close = (id: number, username = ATTACKER) =>
      call(`${API_BASE}${portalApiPaths.closeNotification}?notificationId=${id}`, { method: 'POST' }, username);
    expect((await close(900)).status).toBe(404);
    expect(server.store.collection('notificationClosures').some((c) => c.notificationId === 900)).toBe(false);
    expect((await close(901)).status).toBe(204);
    const annaSees = await json<{ id: number }[]>(`${API_BASE}${portalApiPaths.notifications}`, 'anna.admin');
    expect(annaSees.map((n) => n.id)).toContain(901);
    const closures = server.store.collection('notificationClosures').filter((c) => c.notificationId === 901);
    expect(closures.map((c) => c.accountId)).toEqual([1]);
  });

  it('AI threads: another user’s thread id neither continues their thread nor takes feedback', async () => {
    const ask = (username: string, threadId?: string) =>
      call(
        `${AI_BASE}${aiApiPaths.chat}`,
        { method: 'POST', body: JSON.stringify({ message: 'Wie abonniere ich einen Bericht?', threadId }) },
        username,
      ).then(async (response) => ({ status: response.status, body: (await response.json()) as { threadId: string } }));
    const theirs = await ask('anna.admin');
    expect(theirs.status).toBe(200);
    const mine = await ask(ATTACKER, theirs.body.threadId);
    expect(mine.status).toBe(200);
    expect(mine.body.threadId).not.toBe(theirs.body.threadId);
    const before = snapshot('aiFeedback');
    const feedback = await call(`${AI_BASE}${aiApiPaths.feedback}`, {
      method: 'POST',
      body: JSON.stringify({ threadId: theirs.body.threadId, question: 'x', helpful: false }),
    });
    expect(feedback.status).toBe(404);
    expect(snapshot('aiFeedback')).toBe(before);
  });
});
