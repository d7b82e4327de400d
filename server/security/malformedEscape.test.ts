import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_BASE, API_BASE, DATA_BASE, HEALTH_PATH } from '@shared/api/paths';
import { inputTexts } from '@shared/texts/inputs';
import { listRoutes } from '../testing/apiRoutes';
import { startTestServer, type TestServer } from '../testing/testServer';

/** A percent escape that does not decode is a German 400 on every route, signed in or not, never a 500. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ rateLimitScale: 0 });
});
afterAll(() => server.close());

async function call(method: string, path: string, username?: string) {
  const headers: Record<string, string> = username ? await server.authAs(username) : {};
  const body = method === 'GET' || method === 'DELETE' ? undefined : '{}';
  if (body) headers['content-type'] = 'application/json';
  const response = await fetch(`${server.url}${path}`, { method, headers, body });
  return { status: response.status, text: await response.text() };
}

async function expectMalformedAddress(method: string, path: string, username?: string) {
  const { status, text } = await call(method, path, username);
  expect(status, `${method} ${path} → ${status} ${text.slice(0, 200)}`).toBe(400);
  expect(JSON.parse(text)).toMatchObject({ code: 'MALFORMED_ADDRESS', message: inputTexts.malformedAddress });
}

describe('malformed percent escapes', () => {
  it.each([
    ['GET', `${DATA_BASE}/zbvAccounts/%ZZ`],
    ['PATCH', `${DATA_BASE}/zbvAccounts/%ZZ`],
    ['PUT', `${API_BASE}/api/v1/preferences/%ZZ`],
    ['DELETE', `${API_BASE}/api/v1/preferences/%E0%A4%A`],
    ['GET', `${API_BASE}/module/v1/media/%ZZ`],
    ['GET', `${API_BASE}/api/shared/confluence/v1/attachment/%ZZ`],
    ['GET', `${API_BASE}/pbi/report/export/v1/file/%`],
    ['POST', `${API_BASE}/module/%ZZ/favorite`],
    ['POST', `${API_BASE}/api/admin/v1/ga/queue/%ZZ/retry`],
    ['GET', `${API_BASE}/admin/lookupcheck/modules/%ZZ/reports/1`],
    ['GET', '/oidc/interaction/%ZZ'],
    ['GET', '/oidc/auth/%ZZ'],
    ['GET', `${HEALTH_PATH}/%ZZ`],
  ])('%s %s is a German 400, also signed in as an admin', async (method, path) => {
    await expectMalformedAddress(method, path);
    await expectMalformedAddress(method, path, 'anna.admin');
  });

  it('is a German 400 on every parameter of every route the app declares', async () => {
    const routes = listRoutes(server.app, [API_BASE, AI_BASE, DATA_BASE, HEALTH_PATH, '/oidc']);
    const withParameters = routes.filter(({ path }) => /[:*]/.test(path));
    expect(withParameters.length).toBeGreaterThan(10);
    for (const { method, path } of withParameters) {
      const malformed = path.replace(/:[A-Za-z]+|\*/g, '%ZZ');
      await expectMalformedAddress(method, malformed, 'anna.admin');
    }
  }, 60_000);
});
