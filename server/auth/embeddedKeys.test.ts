import { afterAll, beforeAll, expect, it } from 'vitest';
import { API_BASE } from '@shared/api/paths';
import { EMBEDDED_ISSUER_PATH } from '../integrations/oidc/embeddedProviderNames';
import { capturedLog } from '../testing/capturedLog';
import { startTestServer, type TestServer } from '../testing/testServer';

/**
 * With the embedded provider, a token is checked against the shared signing key in the process: the provider's
 * `jwks_uri` is the public URL, that is the balancer, where under load the fetch waited behind the requests that
 * waited for it.
 */
let server: TestServer;
const captured = capturedLog();
beforeAll(async () => {
  server = await startTestServer({}, captured.log);
});
afterAll(() => server.close());

it('accepts a token of the embedded provider without fetching its key set over HTTP', async () => {
  const response = await fetch(`${server.url}${API_BASE}/get-userdata`, { headers: await server.authAs('max.muster') });
  expect(response.status).toBe(200);
  const providerCalls = captured.lines
    .map((line) => (line.req as { url?: string } | undefined)?.url ?? '')
    .filter((url) => url.startsWith(EMBEDDED_ISSUER_PATH));
  // The sign-in itself went through the provider; the token check did not ask it for keys.
  expect(providerCalls.length).toBeGreaterThan(0);
  expect(providerCalls.filter((url) => url.startsWith(`${EMBEDDED_ISSUER_PATH}/jwks`))).toEqual([]);
});
