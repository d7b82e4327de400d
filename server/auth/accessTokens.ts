import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';

/**
 * The keys under which a token can be revoked: the provider's session id (`sid`, e.g. Keycloak), the embedded
 * provider's grant id (`gid`) and the token's own id, or (none of them) subject and issue time.
 */
const revocationKeys = (payload: JWTPayload): string[] => {
  const keys = [payload.sid, payload.gid, payload.jti].filter((key): key is string => typeof key === 'string');
  return keys.length > 0 ? keys : [JSON.stringify([payload.sub, payload.iat])];
};

const VERIFIED_TOKENS = 10_000;

/**
 * Verifies bearer access tokens (signature via the provider's JWKS, issuer, audience, expiry) and refuses
 * tokens of ended sessions and revoked grants until they would have expired anyway.
 */
export class AccessTokenVerifier {
  private keys?: ReturnType<typeof createRemoteJWKSet>;
  /** Revoked key → until when (seconds) a token under it could still be valid: the entry lives that long. */
  private readonly revoked = new Map<string, number>();
  private readonly verified = new Map<string, JWTPayload>();

  constructor(
    private readonly issuer: string,
    private readonly audience: string,
    private readonly jwksUri: () => Promise<string>,
    /** Longest lifetime an access token of this provider can have, in seconds. */
    private readonly maxTokenLifetime = 86400,
  ) {}

  async verify(token: string): Promise<JWTPayload & { username: string }> {
    const payload = this.verified.get(token) ?? (await this.checkSignature(token));
    if (typeof payload.exp === 'number' && payload.exp * 1000 <= Date.now()) {
      this.verified.delete(token);
      throw new Error('Das Token ist abgelaufen.');
    }
    if (revocationKeys(payload).some((key) => this.revoked.has(key))) throw new Error('Die Sitzung wurde beendet.');
    const username = typeof payload.preferred_username === 'string' ? payload.preferred_username : payload.sub;
    if (!username) throw new Error('Das Token nennt keinen Benutzer.');
    return { ...payload, username };
  }

  /**
   * Signature, issuer, audience and expiry; a token that passed is remembered until it expires (at most
   * VERIFIED_TOKENS of them), so the RSA check runs once per token rather than on every call.
   */
  private async checkSignature(token: string): Promise<JWTPayload> {
    this.keys ??= createRemoteJWKSet(new URL(await this.jwksUri()));
    const { payload } = await jwtVerify(token, this.keys, { issuer: this.issuer, audience: this.audience });
    if (this.verified.size >= VERIFIED_TOKENS) this.verified.delete(this.verified.keys().next().value ?? '');
    this.verified.set(token, payload);
    return payload;
  }

  /** Logout: every token of this token's session or grant is refused from now on. */
  revoke(payload: JWTPayload): void {
    const until = typeof payload.exp === 'number' ? payload.exp : 0;
    for (const key of revocationKeys(payload)) this.remember(key, until);
  }

  /** A grant the provider revoked (logout, reuse of a rotated refresh token): its access tokens die with it. */
  revokeGrant(grantId: string): void {
    this.remember(grantId, 0);
  }

  /**
   * An entry lives until the last token it could match has expired: the revoked token's own expiry, or the
   * longest token lifetime from now (a token of the same grant issued a moment ago). Only entries past that are
   * dropped, so a later logout of someone else never brings a revoked token back.
   */
  private remember(key: string, tokenExpiry: number): void {
    const now = Date.now() / 1000;
    for (const [entry, until] of this.revoked) if (until <= now) this.revoked.delete(entry);
    const until = Math.max(tokenExpiry, now + this.maxTokenLifetime, this.revoked.get(key) ?? 0);
    this.revoked.set(key, until);
  }
}
