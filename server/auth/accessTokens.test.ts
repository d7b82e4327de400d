import { createRemoteJWKSet, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { StoreUnavailableError } from '../store/storeUnavailable';
import { AccessTokenVerifier, IdentityProviderUnavailableError } from './accessTokens';

const issuer = 'http://127.0.0.1/oidc';
const audience = 'urn:radar:api';
let sign: (claims: Record<string, unknown>, expiresInSeconds: number) => Promise<string>;
let jwksUrl = '';
const jwks = createServer();

beforeAll(async () => {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'k', alg: 'RS256' };
  jwks.on('request', (_req, res) =>
    res.setHeader('content-type', 'application/json').end(JSON.stringify({ keys: [jwk] })),
  );
  await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
  jwksUrl = `http://127.0.0.1:${(jwks.address() as AddressInfo).port}/jwks`;
  sign = (claims, expiresInSeconds) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'k' })
      .setIssuer(issuer)
      .setAudience(audience)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + expiresInSeconds)
      .sign(privateKey);
});
afterAll(() => new Promise<void>((resolve) => jwks.close(() => resolve())));
afterEach(() => vi.useRealTimers());

/** Tokens live 10 minutes in this provider. */
const verifier = () =>
  new AccessTokenVerifier(issuer, audience, () => Promise.resolve(createRemoteJWKSet(new URL(jwksUrl))), 600);

it('keeps a revocation until the revoked token itself expires, whatever other logouts prune', async () => {
  const tokens = verifier();
  const start = Date.now();
  // A token that lives longer than the provider's usual lifetime (an external provider configured otherwise).
  const anna = await sign({ sub: 'anna.admin', gid: 'grant-anna' }, 3600);
  await tokens.revoke(decode(anna));
  await expect(tokens.verify(anna)).rejects.toThrow();
  vi.useFakeTimers({ toFake: ['Date'], now: start + 20 * 60_000 });
  const max = await sign({ sub: 'max.muster', gid: 'grant-max' }, 600);
  await tokens.revoke(decode(max));
  await expect(tokens.verify(anna)).rejects.toThrow('beendet');
});

it('refuses every access token of a grant the provider revoked, also one issued just before', async () => {
  const tokens = verifier();
  const first = await sign({ sub: 'max.muster', gid: 'g1', jti: 'a' }, 600);
  const second = await sign({ sub: 'max.muster', gid: 'g1', jti: 'b' }, 600);
  const other = await sign({ sub: 'anna.admin', gid: 'g2', jti: 'c' }, 600);
  await tokens.revokeGrant('g1');
  await expect(tokens.verify(first)).rejects.toThrow('beendet');
  await expect(tokens.verify(second)).rejects.toThrow('beendet');
  await expect(tokens.verify(other)).resolves.toMatchObject({ username: 'anna.admin' });
});

it('names the account by the configured claim and refuses a token without it, without falling back to sub', async () => {
  const byUpn = new AccessTokenVerifier(
    issuer,
    audience,
    () => Promise.resolve(createRemoteJWKSet(new URL(jwksUrl))),
    600,
    undefined,
    'upn',
  );
  const withClaim = await sign({ sub: 'e-1001', upn: 'max.muster', preferred_username: 'max@bank.example' }, 600);
  await expect(byUpn.verify(withClaim)).resolves.toMatchObject({ username: 'max.muster' });
  await expect(byUpn.verify(await sign({ sub: 'max.muster' }, 600))).rejects.toThrow('keinen Benutzer');
});

it('tells an unreachable provider (its keys cannot be loaded) from a bad token', async () => {
  const unreachable = new AccessTokenVerifier(issuer, audience, () =>
    Promise.resolve(createRemoteJWKSet(new URL('http://127.0.0.1:9/jwks'))),
  );
  const token = await sign({ sub: 'max.muster' }, 600);
  await expect(unreachable.verify(token)).rejects.toBeInstanceOf(IdentityProviderUnavailableError);
  await expect(verifier().verify(`${token}x`)).rejects.not.toBeInstanceOf(IdentityProviderUnavailableError);
});

const decode = (token: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;

it('says the store is unavailable, not that the token is bad, when the revocation list cannot be asked', async () => {
  const lost = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  const revocations = { isRevoked: () => Promise.reject(lost), remember: () => Promise.resolve() };
  const tokens = new AccessTokenVerifier(
    issuer,
    audience,
    () => Promise.resolve(createRemoteJWKSet(new URL(jwksUrl))),
    600,
    revocations,
  );
  const failure = await tokens
    .verify(await sign({ sub: 'max.muster', gid: 'g3' }, 600))
    .catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(StoreUnavailableError);
});
