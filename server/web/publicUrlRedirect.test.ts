import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/testServer';

const PUBLIC_URL = 'https://radar.sparkasse.example';
const page = { Accept: 'text/html,application/xhtml+xml' };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ publicUrl: PUBLIC_URL });
});
afterAll(() => server.close());

const open = (path: string, headers: Record<string, string>) =>
  fetch(`${server.url}${path}`, { headers, redirect: 'manual' });

describe('a page opened under another name than the public URL', () => {
  it('is sent to the same path and query on the public URL', async () => {
    const response = await open('/admin/ZbvOrgs?filter=1', page);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`${PUBLIC_URL}/admin/ZbvOrgs?filter=1`);
  });

  it('stays where it is when a trusted proxy forwards the public host and scheme', async () => {
    const response = await open('/', {
      ...page,
      'X-Forwarded-Host': 'radar.sparkasse.example',
      'X-Forwarded-Proto': 'https',
    });
    expect(response.status).not.toBe(302);
  });

  it('is sent on when the proxy forwards plain http', async () => {
    const response = await open('/', { ...page, 'X-Forwarded-Host': 'radar.sparkasse.example' });
    expect(response.headers.get('location')).toBe(`${PUBLIC_URL}/`);
  });
});

describe('calls of programs', () => {
  it('are answered under any name: API, health probes, anything not asking for HTML', async () => {
    expect((await open('/actuator/health/liveness', page)).status).toBe(200);
    expect((await open('/backend/api/v1/sso/token', page)).status).not.toBe(302);
    expect((await open('/', { Accept: 'application/json' })).status).not.toBe(302);
  });
});
