import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPowerBiClient, PowerBiError, type PowerBiSettings } from './powerBiClient';

/** Stands in for Entra ID and the Power BI REST API on loopback, recording what it was asked. */
const seen: { path: string; authorization?: string; body: unknown }[] = [];
let failReport = false;
let server: Server;
let settings: PowerBiSettings;

beforeAll(async () => {
  const app = express();
  app.use(express.urlencoded({ extended: false }), express.json());
  app.use((req, _res, next) => {
    seen.push({ path: req.path, authorization: req.headers.authorization, body: req.body as unknown });
    next();
  });
  app.post('/tenant-1/oauth2/v2.0/token', (_req, res) => {
    res.json({ access_token: `principal-${seen.length}`, expires_in: 3599, token_type: 'Bearer' });
  });
  app.get('/v1.0/myorg/groups/ws-1/reports/rep-1', (_req, res) => {
    if (failReport) res.status(403).json({ error: { code: 'PowerBINotAuthorizedException' } });
    else res.json({ id: 'rep-1', name: 'Vertrieb', embedUrl: 'https://app.powerbi.com/reportEmbed?reportId=rep-1' });
  });
  app.post('/v1.0/myorg/groups/ws-1/reports/rep-1/GenerateToken', (_req, res) => {
    res.json({ token: 'embed-token', tokenId: 'x', expiration: '2026-11-22T10:00:00Z' });
  });
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  settings = { tenantId: 'tenant-1', clientId: 'app-1', clientSecret: 'geheim', authorityUrl: url, apiUrl: url };
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  seen.length = 0;
  failReport = false;
});

describe('Power BI client', () => {
  it('gets a service-principal token, then the report and a view-only embed token', async () => {
    const config = await createPowerBiClient(settings).embedConfig('ws-1', 'rep-1');
    expect(config).toEqual({
      kind: 'POWER_BI',
      reportId: 'rep-1',
      embedUrl: 'https://app.powerbi.com/reportEmbed?reportId=rep-1',
      accessToken: 'embed-token',
      expiresAt: '2026-11-22T10:00:00Z',
    });
    expect(seen[0]).toMatchObject({
      path: '/tenant-1/oauth2/v2.0/token',
      body: {
        grant_type: 'client_credentials',
        client_id: 'app-1',
        client_secret: 'geheim',
        scope: 'https://analysis.windows.net/powerbi/api/.default',
      },
    });
    expect(seen.slice(1).map((call) => call.authorization)).toEqual(['Bearer principal-1', 'Bearer principal-1']);
    expect(seen[2]?.body).toEqual({ accessLevel: 'View' });
  });

  it('reuses the principal token until a minute before it expires', async () => {
    let clock = Date.parse('2026-11-22T09:00:00Z');
    const client = createPowerBiClient(settings, () => clock);
    await client.embedConfig('ws-1', 'rep-1');
    await client.embedConfig('ws-1', 'rep-1');
    expect(seen.filter((call) => call.path.endsWith('/token'))).toHaveLength(1);
    clock += 3599_000 - 59_000;
    await client.embedConfig('ws-1', 'rep-1');
    expect(seen.filter((call) => call.path.endsWith('/token'))).toHaveLength(2);
  });

  it('names a refusal and an unreachable service', async () => {
    failReport = true;
    await expect(createPowerBiClient(settings).embedConfig('ws-1', 'rep-1')).rejects.toMatchObject({
      code: 'PBI_REFUSED',
    });
    const offline = createPowerBiClient({ ...settings, authorityUrl: 'http://127.0.0.1:9' });
    await expect(offline.embedConfig('ws-1', 'rep-1')).rejects.toBeInstanceOf(PowerBiError);
  });
});
