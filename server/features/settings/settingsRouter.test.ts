import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@shared/api/paths';
import { portalApiPaths } from '@shared/portalApi';
import { readConfig } from '../../config';
import { startTestServer, type TestServer } from '../../testing/testServer';

describe('with a canonical origin', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ canonicalOrigin: 'https://radar.sparkassen-portal.example' });
  });
  afterAll(() => server.close());
  const get = async (path: string) =>
    fetch(`${server.url}${API_BASE}${path}`, { headers: await server.authAs('max.muster') });

  it('answers every system setting as key → value to any signed-in user', async () => {
    const map = (await (await get(portalApiPaths.settingsMap)).json()) as Record<string, string>;
    expect(map['config.productname']).toBe('Kommunikationswelt Radar');
    expect(map['config.maintenance.enabled']).toBe('false');
    expect(Object.keys(map)).toHaveLength(server.store.collection('systemSettings').length);
  });

  it('tells the browser the canonical origin', async () => {
    expect(await (await get(portalApiPaths.clientConfig)).json()).toEqual({
      canonicalOrigin: 'https://radar.sparkassen-portal.example',
    });
  });

  it('needs a signed-in user', async () => {
    expect((await fetch(`${server.url}${API_BASE}${portalApiPaths.settingsMap}`)).status).toBe(401);
    expect((await fetch(`${server.url}${API_BASE}${portalApiPaths.clientConfig}`)).status).toBe(401);
  });
});

describe('CANONICAL_ORIGIN', () => {
  it('is none by default and reduced to the origin when set', () => {
    expect(readConfig({}).canonicalOrigin).toBeUndefined();
    expect(readConfig({ CANONICAL_ORIGIN: 'https://radar.example.de/start' }).canonicalOrigin).toBe(
      'https://radar.example.de',
    );
  });

  it('refuses what is no http(s) address', () => {
    expect(() => readConfig({ CANONICAL_ORIGIN: 'radar.example.de' })).toThrow(/CANONICAL_ORIGIN/);
    expect(() => readConfig({ CANONICAL_ORIGIN: 'ftp://radar.example.de' })).toThrow(/CANONICAL_ORIGIN/);
  });

  it('answers null without one', async () => {
    const server = await startTestServer();
    try {
      const response = await fetch(`${server.url}${API_BASE}${portalApiPaths.clientConfig}`, {
        headers: await server.authAs('max.muster'),
      });
      expect(await response.json()).toEqual({ canonicalOrigin: null });
    } finally {
      await server.close();
    }
  });
});
