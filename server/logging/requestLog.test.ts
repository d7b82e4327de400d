import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_BASE, DATA_BASE } from '@shared/api/paths';
import { capturedLog, type LogLine } from '../testing/capturedLog';
import { startTestServer, type TestServer } from '../testing/testServer';
import { createHealthRouter } from '../health/healthRouter';
import { createReadiness } from '../health/readiness';
import { createLogger } from './logger';
import { redactUrl, requestLog } from './requestLog';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let server: TestServer;
const captured = capturedLog();
beforeAll(async () => {
  server = await startTestServer({}, captured.log);
});
afterAll(() => server.close());

/** The request log writes its line when the response has finished, which may be just after the client has it. */
const lineFor = (reqId: string) =>
  vi.waitFor(() => {
    const line = captured.lines.find((entry) => entry.reqId === reqId && entry.res !== undefined);
    if (!line) throw new Error(`keine Zeile für ${reqId}`);
    return line;
  });

describe('request log', () => {
  it('logs method, route, status, duration, request id and user id; the id comes back as X-Request-Id', async () => {
    const account = server.store.collection('zbvAccounts').find((entry) => entry.username === 'max.muster');
    const response = await fetch(`${server.url}${API_BASE}/get-userdata`, {
      headers: await server.authAs('max.muster'),
    });
    expect(response.status).toBe(200);
    const id = response.headers.get('x-request-id') ?? '';
    expect(id).toMatch(UUID);
    const line: LogLine = await lineFor(id);
    expect(line).toMatchObject({
      level: 30,
      reqId: id,
      req: { method: 'GET', url: `${API_BASE}/get-userdata` },
      route: `${API_BASE}/get-userdata`,
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
      userId: account?.id,
    });
  });

  it('logs the route pattern of a data call, without the record id, and no user for a call without a token', async () => {
    const signedIn = await fetch(`${server.url}${DATA_BASE}/modules/1`, { headers: await server.authAs('anna.admin') });
    expect(signedIn.status).toBe(200);
    const line = await lineFor(signedIn.headers.get('x-request-id') ?? '');
    expect(line.route).toMatch(/^\/backend\/data\/.*:/);
    expect(line.route).not.toContain('/1');

    const anonymous = await fetch(`${server.url}${DATA_BASE}/modules`);
    expect(anonymous.status).toBe(401);
    const refused = await lineFor(anonymous.headers.get('x-request-id') ?? '');
    expect(refused).toMatchObject({ level: 40, res: { statusCode: 401 } });
    expect(refused).not.toHaveProperty('userId');
  });

  it('keeps a sane incoming X-Request-Id and replaces anything else', async () => {
    const kept = await fetch(`${server.url}/actuator/health`, { headers: { 'X-Request-Id': 'proxy-4711.a:b' } });
    expect(kept.headers.get('x-request-id')).toBe('proxy-4711.a:b');
    expect(await lineFor('proxy-4711.a:b')).toMatchObject({ level: 20, res: { statusCode: 200 } });

    for (const insane of ['x'.repeat(129), 'zwei Wörter', '<script>']) {
      const replaced = await fetch(`${server.url}/actuator/health`, { headers: { 'X-Request-Id': insane } });
      expect(replaced.headers.get('x-request-id')).toMatch(UUID);
    }
  });
});

/** An app of only the request log and the routes `withRoutes` adds, on a free port, for `use`. */
async function withLoggedApp(withRoutes: (app: express.Express) => void, use: (base: string) => Promise<void>) {
  const app = express();
  app.use(requestLog(captured.log));
  withRoutes(app);
  const httpServer = createServer(app).listen(0, '127.0.0.1');
  await new Promise((resolve) => httpServer.once('listening', resolve));
  try {
    await use(`http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`);
  } finally {
    await new Promise((resolve) => httpServer.close(resolve));
  }
}

it('logs the readiness probe of an instance that shuts down at info without an error; another 503 stays an error', async () => {
  const readiness = createReadiness();
  readiness.ready();
  readiness.stopping();
  const routes = (app: express.Express) => {
    app.use(
      '/actuator/health',
      createHealthRouter(server.store, readiness, (_req, _res, next) => next()),
    );
    app.get('/kaputt', (_req, res) => res.sendStatus(503));
  };
  await withLoggedApp(routes, async (base) => {
    const probe = await fetch(`${base}/actuator/health/readiness`);
    expect(probe.status).toBe(503);
    const probeLine = await lineFor(probe.headers.get('x-request-id') ?? '');
    expect(probeLine).toMatchObject({ level: 30, res: { statusCode: 503 } });
    expect(probeLine).not.toHaveProperty('err');

    const failure = await fetch(`${base}/kaputt`);
    expect(failure.status).toBe(503);
    const failureLine = await lineFor(failure.headers.get('x-request-id') ?? '');
    expect(failureLine).toMatchObject({ level: 50, err: expect.anything() });
  });
});

describe('what is never logged', () => {
  it('replaces the values of secret query parameters and the interaction id, and keeps everything else', () => {
    expect(redactUrl('/backend/api/v1/sso/token/refresh?refreshToken=eyJ.abc.def')).toBe(
      '/backend/api/v1/sso/token/refresh?refreshToken=[REDACTED]',
    );
    expect(redactUrl('/backend/api/v1/sso/token?code=c0de&state=s7a7e&iss=http%3A%2F%2Fx')).toBe(
      '/backend/api/v1/sso/token?code=[REDACTED]&state=[REDACTED]&iss=http%3A%2F%2Fx',
    );
    expect(redactUrl('/oidc/session/end?id_token_hint=eyJ&post_logout_redirect_uri=x')).toBe(
      '/oidc/session/end?id_token_hint=[REDACTED]&post_logout_redirect_uri=x',
    );
    expect(redactUrl('/x?Refresh%54oken=geheim&_sort=id')).toBe('/x?Refresh%54oken=[REDACTED]&_sort=id');
    expect(redactUrl('/oidc/interaction/Abc123/login')).toBe('/oidc/interaction/[REDACTED]/login');
    expect(redactUrl('/oidc/auth/Abc123')).toBe('/oidc/auth/[REDACTED]');
    expect(redactUrl('/oidc/auth?scope=openid')).toBe('/oidc/auth?scope=openid');
    expect(redactUrl('/backend/data/modules?_start=0&_end=10')).toBe('/backend/data/modules?_start=0&_end=10');
  });

  it("censors what a handler hands to req.log, with the request's id, and the fields of a failed request's error", async () => {
    const secrets = {
      headers: { authorization: 'Bearer geheim-1', cookie: 'a=geheim-2' },
      body: { refreshToken: 'geheim-3', password: 'geheim-4' },
    };
    const routes = (app: express.Express) => {
      app.get('/meldet', (req, res) => {
        req.log.warn(secrets, 'Handler meldet');
        res.sendStatus(204);
      });
      app.get('/scheitert', (_req, res) => {
        res.err = Object.assign(new Error('Abbruch'), { password: 'geheim-5', ...secrets });
        res.sendStatus(500);
      });
    };
    await withLoggedApp(routes, async (base) => {
      const logged = await fetch(`${base}/meldet`);
      const id = logged.headers.get('x-request-id') ?? '';
      const handlerLine = await vi.waitFor(() => {
        const line = captured.lines.find((entry) => entry.reqId === id && entry.msg === 'Handler meldet');
        if (!line) throw new Error('keine Zeile des Handlers');
        return line;
      });
      expect(handlerLine).toMatchObject({ headers: { authorization: '[REDACTED]' }, body: { password: '[REDACTED]' } });

      const failed = await fetch(`${base}/scheitert`);
      const errorLine = await lineFor(failed.headers.get('x-request-id') ?? '');
      expect(errorLine).toMatchObject({ level: 50, err: { message: 'Abbruch', password: '[REDACTED]' } });
      expect(JSON.stringify([handlerLine, errorLine, await lineFor(id)])).not.toMatch(/geheim/);
    });
  });

  it('censors headers, passwords and tokens handed to any log call', () => {
    const written: string[] = [];
    const log = createLogger({ level: 'info', format: 'json' }, { write: (line: string) => written.push(line) });
    log.warn({
      headers: { authorization: 'Bearer geheim-1', cookie: 'a=geheim-2', 'set-cookie': ['b=geheim-3'] },
      request: { headers: { authorization: 'Basic geheim-4' } },
      password: 'geheim-5',
      body: { refreshToken: 'geheim-6', access_token: 'geheim-7', id_token: 'geheim-8', client_secret: 'geheim-9' },
    });
    expect(written.join('')).not.toMatch(/geheim/);
    expect(JSON.parse(written[0] ?? '{}')).toMatchObject({ password: '[REDACTED]' });
  });
});
