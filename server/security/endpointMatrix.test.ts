import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_BASE, API_BASE, DATA_BASE, HEALTH_PATH } from '@shared/api/paths';
import { exportDirOf, exportFileOf } from '../features/reportExports/exportFiles';
import { listRoutes } from '../testing/apiRoutes';
import { startTestServer, type TestServer } from '../testing/testServer';

/**
 * The authorisation table for every endpoint besides the data API (that one: authorisationMatrix.test.ts),
 * read from the app's own route table: an endpoint added without a row here fails the suite. Each row says who
 * may call it; the suite calls it as nobody and as every fixture user and expects 401 without a token, 403 for
 * a user it is not for, and anything but 401/403 for a user it is for (400/404 for the sample values below are
 * fine: the call got past the gate). Own versus other record and institute: `records` below and
 * objectAuthorization.test.ts.
 */
type Who =
  | 'public' // no token needed
  | 'account' // any active account, also one without the permission to use the application (sign-in calls)
  | 'user' // the permission to use the application (RADAR_USER)
  | 'admin' // RADAR_ADMIN
  | 'gaAny' // GA_ADMIN or GA_CUST_ADMIN (the customer admin within their institute)
  | 'manual'; // MANUAL_ADMIN

const table: Record<string, Who> = {
  [`GET ${HEALTH_PATH}/`]: 'public',
  [`GET ${HEALTH_PATH}/liveness`]: 'public',
  [`GET ${HEALTH_PATH}/readiness`]: 'public',
  'GET /oidc/interaction/:uid': 'public',
  'POST /oidc/interaction/:uid/login': 'public',
  'GET /oidc-assets/login.css': 'public',
  'GET /oidc-assets/logout.js': 'public',
  'GET /oidc-assets/form-post.js': 'public',
  // Only this machine or a caller with METRICS_TOKEN (server/metrics/metricsRouter.ts); the suite calls from loopback.
  'GET /metrics': 'public',
  [`GET ${API_BASE}/api/v1/sso/authorize`]: 'public',
  [`GET ${API_BASE}/api/v1/sso/token`]: 'public',
  [`GET ${API_BASE}/api/v1/sso/token/refresh`]: 'public',
  [`POST ${API_BASE}/api/v1/sso/token/refresh`]: 'public',
  // Finishing the sign-in tells a user without the permission 403 (the portal's 'keine Berechtigung' page).
  [`GET ${API_BASE}/api/v1/sso/login`]: 'user',
  [`GET ${API_BASE}/get-userdata`]: 'account',
  [`POST ${API_BASE}/api/v1/sso/logout`]: 'account',
  [`GET ${API_BASE}/api/v1/module/pbi/all/`]: 'user',
  [`GET ${API_BASE}/api/v1/module/pbi/dimension/all`]: 'user',
  [`GET ${API_BASE}/modules/reports`]: 'user',
  [`GET ${API_BASE}/api/v1/report/favorite/all`]: 'user',
  [`POST ${API_BASE}/api/v1/report/favorite`]: 'user',
  [`DELETE ${API_BASE}/api/v1/report/favorite`]: 'user',
  [`POST ${API_BASE}/module/:moduleId/favorite`]: 'user',
  [`DELETE ${API_BASE}/module/:moduleId/favorite`]: 'user',
  [`PUT ${API_BASE}/module/favorite/order`]: 'user',
  [`POST ${API_BASE}/module/v1/close`]: 'user',
  [`GET ${API_BASE}/api/v1/preferences`]: 'user',
  [`PUT ${API_BASE}/api/v1/preferences/:key`]: 'user',
  [`DELETE ${API_BASE}/api/v1/preferences/:key`]: 'user',
  [`GET ${API_BASE}/keyvalue/map`]: 'user',
  [`GET ${API_BASE}/system/v1/client-config`]: 'user',
  [`GET ${API_BASE}/system/v1/maintenance`]: 'user',
  [`GET ${API_BASE}/notification/v1/user/all`]: 'user',
  [`POST ${API_BASE}/notification/v1/user/close`]: 'user',
  [`GET ${API_BASE}/menu/productinfo/data`]: 'user',
  [`GET ${API_BASE}/api/admin/v1/workflow/all`]: 'user',
  [`GET ${API_BASE}/pbi/report/subscription/v1/user/all`]: 'user',
  [`GET ${API_BASE}/pbi/report/subscription/v1/filter-definitions/list`]: 'user',
  [`GET ${API_BASE}/pbi/report/export/v1/user/all`]: 'user',
  [`GET ${API_BASE}/pbi/report/export/v1/file/:detailId`]: 'user',
  [`POST ${API_BASE}/customerjourney/track`]: 'user',
  [`GET ${API_BASE}/api/v1/report/pbi/info`]: 'user',
  [`GET ${API_BASE}/api/v1/report/pbi/short-link`]: 'user',
  [`GET ${API_BASE}/api/v1/report/pbi/embed`]: 'user',
  [`GET ${API_BASE}/contactinfo`]: 'user',
  [`POST ${API_BASE}/support/sendEmail`]: 'user',
  [`GET ${API_BASE}/module/v1/media/:fileName`]: 'user',
  [`GET ${API_BASE}/api/confluence/v1/content/tree`]: 'user',
  [`GET ${API_BASE}/api/confluence/v1/content/search`]: 'user',
  [`GET ${API_BASE}/api/confluence/v1/content`]: 'user',
  [`GET ${API_BASE}/api/shared/confluence/v1/attachment`]: 'user',
  [`GET ${API_BASE}/api/shared/confluence/v1/attachment/:attachmentId`]: 'user',
  [`POST ${AI_BASE}/chat`]: 'user',
  [`POST ${AI_BASE}/chat/feedback`]: 'user',
  [`POST ${API_BASE}/sync/zbv`]: 'admin',
  [`POST ${API_BASE}/sync/pbi`]: 'admin',
  [`GET ${API_BASE}/zbv-source/export`]: 'admin',
  [`GET ${API_BASE}/pbi-source/v1.0/myorg/groups/:workspaceId/reports`]: 'admin',
  [`GET ${API_BASE}/pbi-source/v1.0/myorg/groups/:workspaceId/reports/:reportId/pages`]: 'admin',
  [`POST ${API_BASE}/api/admin/v1/access/mass-change`]: 'admin',
  [`POST ${API_BASE}/api/admin/v1/media`]: 'admin',
  [`POST ${API_BASE}/api/admin/v1/support/requests/:id/retry`]: 'admin',
  [`POST ${API_BASE}/api/admin/v1/pbi/export/jobs/:id/retry`]: 'admin',
  [`GET ${API_BASE}/admin/lookupcheck/*`]: 'admin',
  [`GET ${API_BASE}/admin/usage/reports`]: 'admin',
  [`GET ${API_BASE}/api/admin/v1/notifications/shown`]: 'admin',
  // Any user: the collection in the body decides, with the data API's roles and tenant scope (gridExportAccess.test.ts).
  [`POST ${API_BASE}/api/admin/v1/grid-exports`]: 'user',
  [`GET ${API_BASE}/api/admin/v1/grid-exports/:id`]: 'user',
  [`POST ${API_BASE}/api/admin/v1/grid-exports/:id/cancel`]: 'user',
  // The one-time ticket in the address stands for the token (a browser's own download carries none).
  [`GET ${API_BASE}/api/admin/v1/grid-exports/download`]: 'public',
  [`GET ${API_BASE}/api/admin/v1/grid-exports/print.js`]: 'public',
  [`POST ${API_BASE}/api/admin/v1/ga/queue/:id/retry`]: 'gaAny',
  [`POST ${API_BASE}/scheduler/confluence/v1/sync`]: 'manual',
  [`GET ${API_BASE}/scheduler/confluence/v1/sync/status`]: 'manual',
};

/** What each fixture user is, in the table's words; otto lacks RADAR_USER. */
const users: Record<string, readonly Who[]> = {
  'max.muster': ['account', 'user'],
  'anna.admin': ['account', 'user', 'admin'],
  'gabi.analytics': ['account', 'user', 'gaAny'],
  'kurt.kunde': ['account', 'user', 'gaAny'],
  'hanna.handbuch': ['account', 'user', 'manual'],
  'otto.ohnerecht': ['account'],
};

/** Own and other record or institute, for the endpoints that act on one record by id. */
const records: { route: string; username: string; own: string; other: string; otherStatus: number }[] = [
  // max's export file (export of account 1; written in beforeAll) and another user's (account 9)
  {
    route: `GET ${API_BASE}/pbi/report/export/v1/file/:detailId`,
    username: 'max.muster',
    own: '1',
    other: '3',
    otherStatus: 403,
  },
  // kurt's institute's failed queue entry and another institute's
  {
    route: `POST ${API_BASE}/api/admin/v1/ga/queue/:id/retry`,
    username: 'kurt.kunde',
    own: '2',
    other: '3',
    otherStatus: 404,
  },
];

const samples: Record<string, string> = { uid: 'x', key: 'x', fileName: 'x.png', workspaceId: 'x', reportId: 'x' };
const concrete = (path: string, id = '999999') =>
  path.replace(/:(\w+)/g, (_match, name: string) => samples[name] ?? id).replace('*', 'x');

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  const ownFile = exportFileOf(exportDirOf({ dbFile: server.dbFile }), { id: 1, format: 'PDF' });
  mkdirSync(dirname(ownFile), { recursive: true });
  writeFileSync(ownFile, '%PDF-1.4\n');
});
afterAll(() => server.close());

const call = async (route: string, username?: string, id?: string) => {
  const [method = 'GET', path = ''] = route.split(' ');
  const headers = { ...(username ? await server.authAs(username) : {}), 'Content-Type': 'application/json' };
  const body = method === 'GET' ? undefined : '{}';
  const response = await fetch(server.url + concrete(path, id), { method, headers, body, redirect: 'manual' });
  return response.status;
};

const routeKeys = () =>
  listRoutes(server.app, [DATA_BASE, API_BASE, AI_BASE, HEALTH_PATH]).map(({ method, path }) => `${method} ${path}`);

it('has a row for every endpoint the server answers', () => {
  expect(routeKeys().sort()).toEqual(Object.keys(table).sort());
});

describe.each(records)('$route as $username', ({ route, username, own, other, otherStatus }) => {
  it('acts on the own record and not on the other', async () => {
    expect([401, 403, 404]).not.toContain(await call(route, username, own));
    expect(await call(route, username, other)).toBe(otherStatus);
  });
});

// Logging out ends the caller's session, so those rows run last.
const rows = Object.entries(table).sort(([a], [b]) => Number(a.endsWith('/logout')) - Number(b.endsWith('/logout')));

describe.each(rows)('%s', (route, who) => {
  it(`is for ${who}`, async () => {
    const anonymous = await call(route);
    if (who === 'public') {
      expect(anonymous).not.toBe(401);
      expect(anonymous).not.toBe(403);
      return;
    }
    expect(anonymous, 'ohne Token').toBe(401);
    for (const [username, is] of Object.entries(users)) {
      const status = await call(route, username);
      if (is.includes(who)) expect([401, 403], `${username}: ${status}`).not.toContain(status);
      else expect(status, username).toBe(403);
    }
  });
});
