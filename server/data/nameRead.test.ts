import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_BASE } from '@shared/api/paths';
import { startTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
const headers: Record<string, Record<string, string>> = {};
const call = (username: string, path: string, init: RequestInit = {}) =>
  fetch(`${server.url}${DATA_BASE}${path}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', ...headers[username] },
  });
const query = (params: Record<string, unknown>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, JSON.stringify(v)])).toString();
const reports = async (username: string, params: Record<string, unknown>) => {
  const response = await call(username, `/pbiReports?${query(params)}`);
  return { status: response.status, body: (await response.json()) as unknown };
};

beforeAll(async () => {
  server = await startTestServer();
  for (const username of ['hanna.handbuch', 'anna.admin', 'max.muster', 'gabi.analytics']) {
    headers[username] = await server.authAs(username);
  }
});
afterAll(() => server.close());

describe("a manual editor reads reports by name only ('Handbuch-Berichte')", () => {
  it('lists every report as its id and name, nothing else', async () => {
    const { status, body } = await reports('hanna.handbuch', { range: [0, 999] });
    expect(status).toBe(200);
    const stored = server.store.collection('pbiReports');
    expect(body).toEqual(stored.map((report) => ({ id: report.id, name: report.name })));
  });

  it('finds reports by id and searches their names, not their other fields', async () => {
    expect((await reports('hanna.handbuch', { filter: { id: [1, 7, 44] } })).body).toEqual([
      { id: 1, name: 'Vertriebsübersicht' },
      { id: 7, name: 'Kreditrisiko-Monitor' },
      { id: 44, name: 'Verbandsvergleich Kennzahlen' },
    ]);
    expect((await reports('hanna.handbuch', { filter: { q: 'kreditrisiko' } })).body).toEqual([
      { id: 7, name: 'Kreditrisiko-Monitor' },
    ]);
    // The report key of 'Vertriebsübersicht' and its short link's id: found by an admin's search, not by hers.
    expect((await reports('anna.admin', { filter: { q: 'VERTRIEB_UEBERSICHT' } })).body).toHaveLength(1);
    expect((await reports('hanna.handbuch', { filter: { q: 'VERTRIEB_UEBERSICHT' } })).body).toEqual([]);
    expect((await reports('hanna.handbuch', { filter: { q: 'rv-9e3779b1' } })).body).toEqual([]);
  });

  it('refuses filtering or sorting by any other field, so none can be probed', async () => {
    for (const params of [
      { filter: { groupName: 'Vertrieb' } },
      { filter: { reportKey_like: 'VERTRIEB' } },
      { filter: { longId_gte: 'a' } },
      { filter: { 'pages.displayName': 'Details' } },
      { sort: ['reportKey', 'ASC'] },
    ]) {
      const { status, body } = await reports('hanna.handbuch', params);
      expect(status, JSON.stringify(params)).toBe(400);
      expect(body).toMatchObject({ message: 'Diese Daten lassen sich nur nach ID und Name filtern und sortieren.' });
    }
    expect((await reports('hanna.handbuch', { sort: ['name', 'DESC'], range: [0, 0] })).body).toEqual([
      { id: 9, name: 'Überziehungen und Rückstände' },
    ]);
  });

  it('reads one report as its id and name, and an unknown one as missing', async () => {
    const one = await call('hanna.handbuch', '/pbiReports/7');
    expect(await one.json()).toEqual({ id: 7, name: 'Kreditrisiko-Monitor' });
    expect((await call('hanna.handbuch', '/pbiReports/999999')).status).toBe(404);
  });

  it('writes nothing: creating, changing and deleting stay refused', async () => {
    const body = JSON.stringify({ name: 'Neu' });
    expect((await call('hanna.handbuch', '/pbiReports', { method: 'POST', body })).status).toBe(403);
    expect((await call('hanna.handbuch', '/pbiReports/7', { method: 'PATCH', body })).status).toBe(403);
    expect((await call('hanna.handbuch', '/pbiReports/7', { method: 'PUT', body })).status).toBe(403);
    expect((await call('hanna.handbuch', '/pbiReports/7', { method: 'DELETE' })).status).toBe(403);
    expect(server.store.byId('pbiReports', 7)?.name).toBe('Kreditrisiko-Monitor');
  });

  it('is hers alone: other roles without the report screens are refused; admins read whole records', async () => {
    for (const username of ['max.muster', 'gabi.analytics']) {
      expect((await call(username, '/pbiReports')).status, username).toBe(403);
      expect((await call(username, '/pbiReports/7')).status, username).toBe(403);
    }
    expect(await (await call('anna.admin', '/pbiReports/7')).json()).toMatchObject({ reportKey: expect.any(String) });
  });
});
