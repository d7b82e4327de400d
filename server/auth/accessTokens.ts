import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';

/**
 * All access tokens of one sign-in share this key: the provider's session id (`sid`, e.g. Keycloak), the
 * embedded provider's grant id (`gid`), or the token itself.
 */
const sessionKey = (payload: JWTPayload): string => {
  const key = payload.sid ?? payload.gid ?? payload.jti;
  return typeof key === 'string' ? key : JSON.stringify([payload.sub, payload.iat]);
};

const VERIFIED_TOKENS = 10_000;

/**
 * Verifies bearer access tokens (signature via the provider's JWKS, issuer, audience, expiry) and refuses
 * tokens of ended sessions until they would have expired anyway.
 */
export class AccessTokenVerifier {
  private keys?: ReturnType<typeof createRemoteJWKSet>;
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
    if (this.revoked.has(sessionKey(payload))) throw new Error('Die Sitzung wurde beendet.');
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

  revoke(payload: JWTPayload): void {
    const now = Date.now() / 1000;
    for (const [jti, exp] of this.revoked) if (exp < now) this.revoked.delete(jti);
    this.revoked.set(sessionKey(payload), now + this.maxTokenLifetime);
  }
}
