import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type RequestHandler } from 'express';
import helmet from 'helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, HEALTH_PATH } from '@shared/api/paths';
import { portalApiPaths } from '@shared/portalApi';
import { startTestServer, type TestServer } from '../testing/testServer';
import { frameSourceOf, helmetOptions, securityHeaders, withScriptNonce } from './contentSecurityPolicy';

describe('frameSourceOf', () => {
  it.each([
    ['https://www.sparkasse.de/*', 'https://www.sparkasse.de'],
    ['https://*.sparkassen-portal.example/*', 'https://*.sparkassen-portal.example'],
    ['HTTPS://App.PowerBI.com', 'https://app.powerbi.com'],
    ['http://intranet.example:8443/reports?x=1', 'http://intranet.example:8443'],
  ])('turns %s into the source %s', (pattern, source) => {
    expect(frameSourceOf(pattern)).toBe(source);
  });

  it.each(['https://foo*.example.de/*', 'javascript:alert(1)', '*', "https://a.de'; script-src *", 'ftp://a.de/'])(
    'gives no source for %s',
    (pattern) => {
      expect(frameSourceOf(pattern)).toBeUndefined();
    },
  );
});

it('adds the nonce to every script tag of a development page, and nothing without one', () => {
  const html = '<script type="module">x</script><script src="/a.js"></script><scripts>';
  expect(withScriptNonce(html, 'abc')).toBe(
    '<script nonce="abc" type="module">x</script><script nonce="abc" src="/a.js"></script><scripts>',
  );
  expect(withScriptNonce(html, undefined)).toBe(html);
});

/** The headers a bare Express app with this middleware answers with (the date and connection headers aside). */
async function headersSentBy(middleware: RequestHandler): Promise<Record<string, string>> {
  const app = express();
  app.use(middleware, (_req, res) => void res.json({ ok: true }));
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    const headers = Object.fromEntries(response.headers);
    for (const name of ['date', 'connection', 'keep-alive']) delete headers[name];
    return headers;
  } finally {
    server.close();
  }
}

it('sends exactly the headers helmet itself sends for the policy, recorded once instead of per response', async () => {
  const frameSources = ['https://www.sparkasse.de'];
  for (const https of [false, true]) {
    const ours = await headersSentBy(securityHeaders({ frameSources: () => frameSources, https }));
    const helmets = await headersSentBy(helmet(helmetOptions({ frameSources: () => [], https }, frameSources)));
    expect(ours).toEqual(helmets);
    expect(ours['x-powered-by']).toBeUndefined();
    expect(ours['content-security-policy']).toContain('frame-src');
  }
});

describe('the headers of the running server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const directivesOf = (response: Response) =>
    new Map(
      (response.headers.get('content-security-policy') ?? '')
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .map(([name = '', ...values]) => [name, values] as const),
    );

  it('sends the policy on API answers, errors and the health document, without X-Powered-By', async () => {
    const responses = [
      await fetch(`${server.url}${HEALTH_PATH}`),
      await fetch(`${server.url}${API_BASE}${portalApiPaths.notifications}`),
      await fetch(`${server.url}/nirgendwo`),
      await fetch(`${server.url}${API_BASE}${portalApiPaths.notifications}`, {
        headers: await server.authAs('max.muster'),
      }),
    ];
    for (const response of responses) {
      const policy = directivesOf(response);
      expect(policy.get('script-src')).toEqual(["'self'"]);
      expect(policy.get('script-src-attr')).toEqual(["'none'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
      expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
      expect(policy.has('upgrade-insecure-requests')).toBe(false);
      expect(response.headers.get('x-powered-by')).toBeNull();
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    }
  });

  it('allows frames from Power BI and from the whitelisted origins, following changes of the whitelist', async () => {
    const before = directivesOf(await fetch(`${server.url}${HEALTH_PATH}`)).get('frame-src');
    expect(before).toEqual([
      "'self'",
      'https://app.powerbi.com',
      'https://*.sparkassen-portal.example',
      'https://www.dsgv.de',
      'https://www.sparkasse.de',
    ]);
    server.store.change('whitelistedUrls', (records) => [
      ...records,
      { id: 99, pattern: 'https://berichte.example.org/*' },
      { id: 100, pattern: 'https://x*.example.org/*' },
    ]);
    const after = directivesOf(await fetch(`${server.url}${HEALTH_PATH}`)).get('frame-src');
    expect(after).toContain('https://berichte.example.org');
    expect(after).toHaveLength(6);
  });

  it('marks every cookie of the sign-in HttpOnly and SameSite', async () => {
    const cookies: string[] = [];
    let location: string | null = `${server.url}${API_BASE}/api/v1/sso/authorize`;
    // Up to the provider's login form: the state cookie and the provider's interaction cookies.
    for (let hop = 0; location && !location.includes('/interaction/') && hop < 5; hop += 1) {
      const response: Response = await fetch(new URL(location, server.url), { redirect: 'manual' });
      cookies.push(...response.headers.getSetCookie());
      location = response.headers.get('location');
    }
    expect(cookies.length).toBeGreaterThanOrEqual(2);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/;\s*httponly/i);
      expect(cookie).toMatch(/;\s*samesite=(lax|strict)/i);
    }
  });
});
