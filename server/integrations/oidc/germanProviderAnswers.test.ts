import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inputTexts } from '@shared/texts/inputs';
import { providerTexts } from '@shared/texts/provider';
import { readConfig } from '../../config';
import { startTestServer, type TestServer } from '../../testing/testServer';

/** Every page and error the embedded provider shows is German; no English text, no empty body. */
let server: TestServer;
const oidc = readConfig({}).oidc;
const clientId = oidc.clientId;
const clientSecret = oidc.clientSecret;
beforeAll(async () => {
  server = await startTestServer({ rateLimitScale: 0 });
});
afterAll(() => server.close());

const authorize = (params: Record<string, string>) =>
  fetch(`${server.url}/oidc/auth?${new URLSearchParams({ response_type: 'code', scope: 'openid', ...params })}`, {
    redirect: 'manual',
  });
const english = /client is invalid|did not match|not registered|Submitting Callback|JavaScript|Continue|oops/i;

describe('the embedded provider in German', () => {
  it('shows an unknown client and an unregistered return address on a German error page', async () => {
    const unknown = await (await authorize({ client_id: 'unbekannt', redirect_uri: `${server.url}/sso/login` })).text();
    expect(unknown).toContain(providerTexts.errors.invalid_client);
    const redirect = await (await authorize({ client_id: clientId, redirect_uri: 'https://evil.example/' })).text();
    expect(redirect).toContain(providerTexts.errors.invalid_redirect_uri);
    for (const page of [unknown, redirect]) {
      expect(page).toContain('<html lang="de">');
      expect(page).not.toMatch(english);
    }
  });

  it('refuses an unregistered address after logout in German', async () => {
    const params = new URLSearchParams({ client_id: clientId, post_logout_redirect_uri: 'https://evil.example/' });
    const page = await (await fetch(`${server.url}/oidc/session/end?${params}`)).text();
    expect(page).toContain(providerTexts.postLogoutRedirectNotRegistered);
    expect(page).not.toMatch(english);
  });

  it('says in German that the user is signed out', async () => {
    const page = await (await fetch(`${server.url}/oidc/session/end/success`)).text();
    expect(page).toContain(providerTexts.loggedOut);
    expect(page).not.toMatch(english);
  });

  it('answers the form-post response mode with a German page and a visible button, no inline script', async () => {
    const response = await authorize({
      client_id: clientId,
      redirect_uri: `${server.url}/sso/login`,
      response_mode: 'form_post',
      prompt: 'none',
      code_challenge: 'a'.repeat(43),
      code_challenge_method: 'S256',
    });
    const page = await response.text();
    expect(page).toContain(providerTexts.formPostTitle);
    expect(page).toContain(`<form method="post" action="${server.url}/sso/login">`);
    expect(page).toMatch(/<input type="hidden" name="error" value="login_required"\/>/);
    expect(page).toContain('<script src="/oidc-assets/form-post.js"></script>');
    expect(page).not.toMatch(/<script>|<noscript>/);
    expect(page).not.toMatch(english);
  });

  it('describes token errors in German and keeps the OAuth error code', async () => {
    const response = await fetch(`${server.url}/oidc/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ grant_type: 'authorization_code', code: 'erfunden', redirect_uri: server.url }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'invalid_grant',
      error_description: providerTexts.errors.invalid_grant,
    });
  });

  it('answers a path the provider does not know with a German 404', async () => {
    const response = await fetch(`${server.url}/oidc/nirgends`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 'NOT_FOUND', message: providerTexts.notFound });
  });

  it('answers headers too large with a German body, not an empty 431', async () => {
    const answer = await new Promise<{ status?: number; body: string }>((resolve, reject) => {
      const call = request(`${server.url}/oidc/.well-known/openid-configuration`, {
        headers: { cookie: 'x'.repeat(32 * 1024) },
      });
      call.on('response', (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode, body }));
      });
      call.on('error', reject);
      call.end();
    });
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toEqual({ code: 'HEADERS_TOO_LARGE', message: inputTexts.headersTooLarge });
  });
});
