import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_BASE } from '@shared/api/paths';
import { texts } from '@shared/texts';
import { projectRoot } from '../projectRoot';
import { describeOnEachStore } from '../testing/storeVariants';
import { startTestServer, type TestServer } from '../testing/testServer';
import { METRICS_PATH } from './metricsRouter';

const scrape = async (server: TestServer, headers: Record<string, string> = {}) => {
  const response = await fetch(server.url + METRICS_PATH, { headers });
  return { status: response.status, type: response.headers.get('content-type'), body: await response.text() };
};

/** The value of one series of the scrape (labels as Prometheus writes them), or undefined. */
const valueOf = (body: string, series: string): number | undefined => {
  const line = body.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describeOnEachStore(
  'GET /metrics on $name',
  (server) => {
    it('shows requests by route template, sign-ins, jobs and the store to a caller on this machine', async () => {
      const headers = await server.authAs('anna.admin');
      const before = valueOf(
        (await scrape(server)).body,
        'radar_http_requests_total{method="GET",route="/backend/data/:collection/:id?",status="200"}',
      );
      for (const id of [1, 2])
        expect((await fetch(`${server.url}${DATA_BASE}/zbvAccounts/${id}`, { headers })).status).toBe(200);
      const created = await fetch(`${server.url}${DATA_BASE}/groups`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Metriken', description: 'Gruppe aus dem Metrik-Test' }),
      });
      expect(created.status).toBe(201);

      const { status, type, body } = await scrape(server);
      expect(status).toBe(200);
      expect(type).toMatch(/^text\/plain;.*version=0\.0\.4/);
      const route = 'route="/backend/data/:collection/:id?"';
      expect(valueOf(body, `radar_http_requests_total{method="GET",${route},status="200"}`)).toBe((before ?? 0) + 2);
      expect(body).toMatch(/^radar_http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/backend/m);
      expect(valueOf(body, 'radar_sign_ins_total{step="code_exchange",outcome="success"}')).toBeGreaterThanOrEqual(1);
      expect(valueOf(body, 'radar_sign_ins_total{step="login_form",outcome="success"}')).toBeGreaterThanOrEqual(1);
      for (const kind of ['ga-queue', 'support-mail', 'report-export'])
        expect(valueOf(body, `radar_jobs{kind="${kind}",status="failed"}`), kind).toBeGreaterThanOrEqual(0);
      expect(body).toContain('# TYPE radar_rate_limit_refusals_total counter');
      expect(body).toContain('# TYPE radar_store_replica_lag_seconds histogram');
      expect(body).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
      if (server.applicationName) {
        expect(valueOf(body, 'radar_store_pool_connections')).toBeGreaterThanOrEqual(1);
        expect(valueOf(body, 'radar_store_pool_waiting')).toBe(0);
        expect(valueOf(body, 'radar_store_commit_batch_size_count{writer="data-api"}')).toBeGreaterThanOrEqual(1);
      }
    });
  },
  { startTimeout: 120_000 },
);

describe('GET /metrics from elsewhere', () => {
  let server: TestServer;
  const token = 'metriken-token-fuer-prometheus';
  beforeAll(async () => {
    server = await startTestServer({ metricsToken: token });
  });
  afterAll(() => server.close());
  // Behind a trusted proxy on this machine (TRUST_PROXY=loopback), the client it forwards for is the caller.
  const fromElsewhere = { 'x-forwarded-for': '203.0.113.9' };

  it('is not there for a caller from another machine without a token', async () => {
    const { status, body } = await scrape(server, fromElsewhere);
    expect(status).toBe(404);
    expect(body).not.toContain('radar_');
    const asBrowser = await scrape(server, { ...fromElsewhere, accept: 'text/html' });
    expect(asBrowser.status).toBe(404);
  });

  it('refuses a wrong token with 401 and answers the configured one', async () => {
    const wrong = await scrape(server, { ...fromElsewhere, authorization: 'Bearer falsch' });
    expect(wrong.status).toBe(401);
    expect(JSON.parse(wrong.body)).toMatchObject({ message: texts.metrics.invalidToken });
    const right = await scrape(server, { ...fromElsewhere, authorization: `Bearer ${token}` });
    expect(right.status).toBe(200);
    expect(right.body).toContain('radar_http_requests_total');
  });

  it('has every series the Grafana dashboard draws', async () => {
    const dashboard = readFileSync(join(projectRoot, 'docs/grafana-dashboard.json'), 'utf8');
    const drawn = new Set(
      [...dashboard.matchAll(/\b((?:radar|nodejs|process)_\w+?)(?:_bucket)?\b/g)].map((m) => m[1]!),
    );
    const { body } = await scrape(server);
    for (const name of drawn) expect(body, name).toMatch(new RegExp(`^# TYPE ${name} `, 'm'));
  });
});
