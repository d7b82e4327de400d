import { generateKeyPairSync, createVerify } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { createGaAdminApiAdapter } from './gaAdminApiAdapter';
import { createLocalGaAdapter } from './localGaAdapter';
import { serviceAccountTokenSource } from './serviceAccountToken';

interface Seen {
  method: string;
  url: string;
  auth: string | null;
  body?: string;
}

/** A fake Admin API: answers by method and path, records every request. */
function fakeApi(answers: Record<string, (url: URL) => Response>) {
  const seen: Seen[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    const headers = new Headers(init?.headers);
    seen.push({ method, url: url.toString(), auth: headers.get('Authorization'), body: init?.body as string });
    const answer = answers[`${method} ${url.pathname}`];
    return answer ? answer(url) : new Response('{"error":{"message":"not found"}}', { status: 404 });
  };
  return { seen, fetchImpl };
}

const api = 'https://ga.test/v1alpha';
const change = {
  propertyId: '312845671',
  email: 'Max.Mustermann@sparkasse-musterstadt.de',
  access: 'ANALYST' as const,
};

it('grants by creating an access binding with the predefined role', async () => {
  const { seen, fetchImpl } = fakeApi({
    'POST /v1alpha/properties/312845671/accessBindings': () =>
      Response.json({ name: 'properties/312845671/accessBindings/a1' }),
  });
  await createGaAdminApiAdapter(api, async () => 'tok', fetchImpl).grant(change);
  expect(seen).toEqual([
    {
      method: 'POST',
      url: `${api}/properties/312845671/accessBindings`,
      auth: 'Bearer tok',
      body: JSON.stringify({ user: change.email, roles: ['predefinedRoles/analyst'] }),
    },
  ]);
});

it('revokes by deleting every binding of the e-mail over all pages', async () => {
  const { seen, fetchImpl } = fakeApi({
    'GET /v1alpha/properties/312845671/accessBindings': (url) =>
      url.searchParams.get('pageToken')
        ? Response.json({
            accessBindings: [
              { name: 'properties/312845671/accessBindings/b2', user: 'max.mustermann@sparkasse-musterstadt.de' },
            ],
          })
        : Response.json({
            accessBindings: [
              { name: 'properties/312845671/accessBindings/b1', user: 'andere@sparkasse-musterstadt.de' },
            ],
            nextPageToken: 'p2',
          }),
    'DELETE /v1alpha/properties/312845671/accessBindings/b2': () => new Response('{}'),
  });
  await createGaAdminApiAdapter(api, async () => 'tok', fetchImpl).revoke(change);
  expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([
    `GET ${api}/properties/312845671/accessBindings?pageSize=200`,
    `GET ${api}/properties/312845671/accessBindings?pageSize=200&pageToken=p2`,
    `DELETE ${api}/properties/312845671/accessBindings/b2`,
  ]);
});

it("fails with Google's message, so the queue shows why", async () => {
  const { fetchImpl } = fakeApi({
    'POST /v1alpha/properties/312845671/accessBindings': () =>
      Response.json({ error: { code: 403, message: 'The caller does not have permission' } }, { status: 403 }),
  });
  await expect(createGaAdminApiAdapter(api, async () => 'tok', fetchImpl).grant(change)).rejects.toThrow(
    'Google Analytics Admin API antwortete 403: The caller does not have permission',
  );
});

const folder = mkdtempSync(join(tmpdir(), 'radar-ga-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

it('gets a service-account token with a signed JWT assertion and caches it', async () => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const keyFile = join(folder, 'key.json');
  writeFileSync(
    keyFile,
    JSON.stringify({
      client_email: 'radar@projekt.iam.gserviceaccount.com',
      private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }),
      token_uri: 'https://oauth.test/token',
    }),
  );
  const { seen, fetchImpl } = fakeApi({
    'POST /token': () => Response.json({ access_token: 'ya29.test', expires_in: 3600 }),
  });
  const token = serviceAccountTokenSource(keyFile, fetchImpl, () => 1_700_000_000_000);
  expect(await token()).toBe('ya29.test');
  expect(await token()).toBe('ya29.test');
  expect(seen).toHaveLength(1);
  const assertion = new URLSearchParams(seen[0]?.body?.toString()).get('assertion') ?? '';
  const [header = '', payload = '', signature = ''] = assertion.split('.');
  expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toEqual({ alg: 'RS256', typ: 'JWT' });
  expect(JSON.parse(Buffer.from(payload, 'base64url').toString())).toEqual({
    iss: 'radar@projekt.iam.gserviceaccount.com',
    scope: 'https://www.googleapis.com/auth/analytics.manage.users',
    aud: 'https://oauth.test/token',
    iat: 1_700_000_000,
    exp: 1_700_003_600,
  });
  const valid = createVerify('RSA-SHA256')
    .update(`${header}.${payload}`)
    .verify(publicKey, Buffer.from(signature, 'base64url'));
  expect(valid).toBe(true);
});

it('the local adapter records each call it would make as one JSON line', async () => {
  const file = join(folder, 'log', 'ga.jsonl');
  const local = createLocalGaAdapter(file, () => new Date('2026-11-23T08:00:00.000Z'));
  await local.grant(change);
  await local.revoke({ ...change, access: 'VIEWER' });
  await expect(local.grant({ ...change, email: 'fail.test@sparkasse.de' })).rejects.toThrow('absichtlich');
  expect(
    readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as unknown),
  ).toEqual([
    {
      at: '2026-11-23T08:00:00.000Z',
      operation: 'grant',
      propertyId: '312845671',
      email: change.email,
      role: 'predefinedRoles/analyst',
    },
    {
      at: '2026-11-23T08:00:00.000Z',
      operation: 'revoke',
      propertyId: '312845671',
      email: change.email,
      role: 'predefinedRoles/viewer',
    },
  ]);
});
