import { readFileSync } from 'node:fs';
import { SignJWT, importPKCS8 } from 'jose';
import { z } from 'zod';
import type { TokenSource } from './gaAdminApiAdapter';

const SCOPE = 'https://www.googleapis.com/auth/analytics.manage.users';
const MARGIN_MS = 60_000;

const keyFile = z.object({
  client_email: z.string(),
  private_key: z.string(),
  token_uri: z.url().default('https://oauth2.googleapis.com/token'),
});
const tokenAnswer = z.object({ access_token: z.string(), expires_in: z.coerce.number() });

/**
 * Access tokens of a Google service account (its JSON key file): a signed JWT assertion exchanged at the key's
 * token endpoint (OAuth 2.0 JWT bearer grant), cached until a minute before it expires.
 */
export function serviceAccountTokenSource(
  file: string,
  fetchImpl: typeof fetch = fetch,
  now: () => number = Date.now,
): TokenSource {
  let cached: { token: string; expiresAt: number } | undefined;
  return async () => {
    if (cached && cached.expiresAt - MARGIN_MS > now()) return cached.token;
    const key = keyFile.parse(JSON.parse(readFileSync(file, 'utf8')));
    const issuedAt = Math.floor(now() / 1000);
    const assertion = await new SignJWT({ scope: SCOPE })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuer(key.client_email)
      .setAudience(key.token_uri)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + 3600)
      .sign(await importPKCS8(key.private_key, 'RS256'));
    const response = await fetchImpl(key.token_uri, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion,
      }),
    });
    if (!response.ok) throw new Error(`Google-Token-Endpunkt antwortete ${response.status}.`);
    const answer = tokenAnswer.parse(await response.json());
    cached = { token: answer.access_token, expiresAt: now() + answer.expires_in * 1000 };
    return cached.token;
  };
}
