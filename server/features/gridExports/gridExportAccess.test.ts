import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@shared/api/paths';
import type { GridExportRequest, GridExportStarted } from '@shared/gridExport/gridExportApi';
import { adminApiPaths } from '@shared/routes';
import { gridExportTexts } from '@shared/texts';
import { gridExportRequest } from '../../testing/gridExportRequest';
import { startTestServer, type TestServer } from '../../testing/testServer';

/** Who exports what: the data API's roles and tenant scope decide, when the export starts and when its file is read. */
const gaGrants = gridExportRequest({
  resource: 'gaPermissionsManagement',
  title: 'GA-Berechtigungen',
  columns: [
    { field: 'id', label: 'ID', kind: 'text' },
    { field: 'accountId', label: 'Konto', kind: 'reference', reference: 'zbvAccounts' },
    { field: 'domain', label: 'Domain', kind: 'text' },
  ],
});
const accounts = gridExportRequest({
  columns: [
    { field: 'id', label: 'ID', kind: 'text' },
    { field: 'orgId', label: 'Organisation', kind: 'reference', reference: 'zbvOrgs' },
  ],
});

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const exportsUrl = (suffix = '') => `${server.url}${API_BASE}${adminApiPaths.gridExports}${suffix}`;
const headersOf = async (username: string) => ({
  ...(await server.authAs(username)),
  'Content-Type': 'application/json',
});
const start = async (username: string, request: unknown) =>
  fetch(exportsUrl(), { method: 'POST', headers: await headersOf(username), body: JSON.stringify(request) });
const started = async (username: string, request: GridExportRequest) => {
  const response = await start(username, request);
  expect(response.status).toBe(201);
  return (await response.json()) as GridExportStarted;
};
const csvRows = async (url: string) =>
  (await (await fetch(`${server.url}${url}`)).text()).slice(1).trimEnd().split('\r\n').slice(1);
const progressOf = async (username: string, id: string) =>
  fetch(exportsUrl(`/${id}`), { headers: await headersOf(username) });

describe('starting an export', () => {
  it('needs a token, and the roles of the data API on the collection', async () => {
    expect((await fetch(exportsUrl(), { method: 'POST', body: '{}' })).status).toBe(401);
    for (const username of ['max.muster', 'hanna.handbuch', 'kurt.kunde']) {
      const response = await start(username, accounts);
      expect(response.status, username).toBe(403);
      expect(await response.json()).toMatchObject({ message: 'Für diese Daten fehlt Ihnen die Berechtigung.' });
    }
    expect((await start('anna.admin', { ...accounts, resource: 'nothing' })).status).toBe(404);
  });

  it('refuses what the data API refuses in a list call, and an unknown time zone', async () => {
    const refused = [
      { ...accounts, sort: { field: '$where', order: 'ASC' } },
      { ...accounts, filter: { username_ne: 'x' } },
      { ...accounts, timeZone: 'Mars/Olympus' },
      { ...accounts, columns: [] },
    ];
    for (const request of refused) expect((await start('anna.admin', request)).status).toBe(400);
  });
});

describe('the records of an export', () => {
  it('are those of the institute of a GA customer admin only, references shown as ids without the accounts’ role', async () => {
    const own = await started('kurt.kunde', gaGrants);
    expect(own.total).toBe(3);
    expect(await csvRows(own.url)).toEqual([
      '1;4;sparkasse-musterstadt.de',
      '2;11;sparkasse-musterstadt.de',
      '3;1;sparkasse-musterstadt.de',
    ]);
    const all = await started('gabi.analytics', gaGrants);
    expect((await csvRows(all.url)).map((row) => row.split(';')[0])).toEqual(['1', '2', '3', '4', '5']);
  });

  it('name the records a manual editor reads by name only (the reports of the manual’s pages)', async () => {
    const docsReports = gridExportRequest({
      resource: 'docsReports',
      title: 'Handbuch-Berichte',
      columns: [
        { field: 'id', label: 'ID', kind: 'text' },
        { field: 'reportId', label: 'Bericht', kind: 'reference', reference: 'pbiReports' },
      ],
    });
    const rows = await csvRows((await started('hanna.handbuch', docsReports)).url);
    const first = server.store.collection('docsReports')[0]!;
    expect(rows[0]).toBe(`${first.id};${server.store.byId('pbiReports', first.reportId)?.name}`);
  });

  it('follow the list’s filter and sort, with the labels the grid shows', async () => {
    const filtered = await started('anna.admin', {
      ...accounts,
      filter: { orgId: 2 },
      sort: { field: 'id', order: 'DESC' },
    });
    const rows = await csvRows(filtered.url);
    expect(rows.length).toBeGreaterThan(0);
    const ids = rows.map((row) => Number(row.split(';')[0]));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const orgName = server.store.byId('zbvOrgs', 2)?.name;
    expect(rows.every((row) => row.endsWith(`;${orgName}`))).toBe(true);
  });
});

describe('the ticket of an export', () => {
  it('gives the file once; progress and cancel belong to the account that started it', async () => {
    const { id, url } = await started('anna.admin', accounts);
    expect((await progressOf('kurt.kunde', id)).status).toBe(404);
    expect(
      (await fetch(exportsUrl(`/${id}/cancel`), { method: 'POST', headers: await headersOf('kurt.kunde') })).status,
    ).toBe(404);
    expect((await fetch(`${server.url}${url}`)).status).toBe(200);
    const again = await fetch(`${server.url}${url}`);
    expect(again.status).toBe(404);
    expect(await again.json()).toMatchObject({ message: gridExportTexts.ticketUsed });
    expect((await fetch(`${server.url}${url.replace(/token=.*/, 'token=x')}`)).status).toBe(404);
  });

  it('gives no file after a cancel', async () => {
    const { id, url } = await started('anna.admin', accounts);
    const cancel = await fetch(exportsUrl(`/${id}/cancel`), { method: 'POST', headers: await headersOf('anna.admin') });
    expect(cancel.status).toBe(204);
    expect((await fetch(`${server.url}${url}`)).status).toBe(404);
    expect(await (await progressOf('anna.admin', id)).json()).toMatchObject({ phase: 'cancelled' });
  });

  it('gives no file once its account has lost the role for the collection', async () => {
    const { id, url } = await started('kurt.kunde', gaGrants);
    // A GA admin of the bank withdraws the role meanwhile (only a holder may; here straight in the store).
    server.store.change('zbvAccounts', (all) =>
      all.map((account) => (account.id === 4 ? { ...account, roles: ['RADAR_USER'] } : account)),
    );
    const file = await fetch(`${server.url}${url}`);
    expect(file.status).toBe(403);
    expect(await (await progressOf('kurt.kunde', id)).json()).toMatchObject({
      phase: 'failed',
      message: gridExportTexts.noLongerAllowed,
    });
  });
});
