import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@shared/api/paths';
import { ssoPaths } from '@shared/auth/ssoPaths';
import { adminApiPaths, adminRoutes } from '@shared/routes';
import { allowedSections, mayOpen } from '../../tests/e2e/support/roleTable';
import { startTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Signs otto in too: the token is valid, the application refuses him (403) on every call. */
const headersOf = (username: string) => server.authAs(username);

/** The back office's actions besides the data API × every fixture user (the data API: security/authorisationMatrix.test.ts). */
describe.each(Object.keys(allowedSections))('role matrix for %s', (username) => {
  it('may retry GA queue entries only with a role of the GA section', async () => {
    const gaQueue = adminRoutes.find((route) => route.path === '/gaManagement/GaQueues');
    if (!gaQueue) throw new Error('GA-Warteschlange fehlt in der Routentabelle');
    const response = await fetch(`${server.url}${API_BASE}${adminApiPaths.gaQueue}/999999/retry`, {
      method: 'POST',
      headers: await headersOf(username),
    });
    expect(response.status).toBe(mayOpen(username, gaQueue) ? 404 : 403);
  });

  it('may retry export runs only where it may open them', async () => {
    const exportJobs = adminRoutes.find((route) => route.path === '/admin/PbiExportJobs');
    if (!exportJobs) throw new Error('Exportläufe fehlen in der Routentabelle');
    const response = await fetch(`${server.url}${API_BASE}${adminApiPaths.pbiExportJobs}/999999/retry`, {
      method: 'POST',
      headers: await headersOf(username),
    });
    expect(response.status).toBe(mayOpen(username, exportJobs) ? 404 : 403);
  });

  it('may run the back office actions only as an admin', async () => {
    const expected = username === 'anna.admin' ? [400, 400] : [403, 403];
    const post = async (path: string) =>
      (
        await fetch(`${server.url}${API_BASE}${path}`, {
          method: 'POST',
          headers: { ...(await headersOf(username)), 'Content-Type': 'application/json' },
          body: JSON.stringify({}),
        })
      ).status;
    expect([await post(adminApiPaths.massPermissions), await post(adminApiPaths.mediaUpload)]).toEqual(expected);
    const sync = await fetch(`${server.url}${API_BASE}${adminApiPaths.zbvSync}`, {
      method: 'POST',
      headers: await headersOf(username),
    });
    expect(sync.status).toBe(username === 'anna.admin' ? 200 : 403);
    const pbiSync = await fetch(`${server.url}${API_BASE}${adminApiPaths.pbiSync}?page=0`, {
      method: 'POST',
      headers: await headersOf(username),
    });
    expect(pbiSync.status).toBe(username === 'anna.admin' ? 200 : 403);
  });

  it('may read the report usage only as an admin', async () => {
    const response = await fetch(`${server.url}${API_BASE}${adminApiPaths.reportUsage}?from=2026-11-01&to=2026-11-30`, {
      headers: await headersOf(username),
    });
    expect(response.status).toBe(username === 'anna.admin' ? 200 : 403);
  });

  it('keeps its session on its own account, roles included, while the account is renamed and moved', async () => {
    const headers = await headersOf(username);
    const userData = async () =>
      (await (await fetch(`${server.url}${API_BASE}${ssoPaths.userData}`, { headers })).json()) as Record<
        string,
        unknown
      >;
    const before = await userData();
    const account = server.store.collection('zbvAccounts').find((candidate) => candidate.username === username)!;
    const edit = (change: Record<string, unknown>) =>
      server.store.change('zbvAccounts', (accounts) =>
        accounts.map((candidate) => (candidate.id === account.id ? { ...candidate, ...change } : candidate)),
      );
    edit({ username: `${username}.alt`, orgId: 2, email: 'neu@sparkasse-nordheide.de' });
    expect(await userData()).toEqual({
      ...before,
      username: `${username}.alt`,
      organisationId: 2,
      organisationName: 'Sparkasse Nordheide',
      emailAddress: 'neu@sparkasse-nordheide.de',
    });
    edit(account);
  });
});
