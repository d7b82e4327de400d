import { errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import type { RevocationList } from './authState';
import { StoreUnavailableError } from '../store/storeUnavailable';

/**
 * The keys under which a token can be revoked: the provider's session id (`sid`, e.g. Keycloak), the embedded
 * provider's grant id (`gid`) and the token's own id, or (none of them) subject and issue time.
 */
const revocationKeys = (payload: JWTPayload): string[] => {
  const keys = [payload.sid, payload.gid, payload.jti].filter((key): key is string => typeof key === 'string');
  return keys.length > 0 ? keys : [JSON.stringify([payload.sub, payload.iat])];
};

const VERIFIED_TOKENS = 10_000;

/** The provider's keys could not be loaded (it is unreachable or answers nonsense): not the token's fault. */
export class IdentityProviderUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`Der Identitätsanbieter ist nicht erreichbar: ${(cause as Error).message}`, { cause });
  }
}

/** A failed key fetch, as opposed to a token that does not pass (which is the caller's fault: 401). */
const isKeyFetchFailure = (error: unknown): boolean =>
  !(error instanceof errors.JOSEError) ||
  error instanceof errors.JWKSTimeout ||
  error instanceof errors.JWKSInvalid ||
  error.code === 'ERR_JOSE_GENERIC';

/** Revocations of this process only, for tests and tools; the server keeps them in its auth state. */
export class RevocationsInMemory implements RevocationList {
  private readonly entries = new Map<string, number>();

  async isRevoked(keys: string[]): Promise<boolean> {
    return keys.some((key) => (this.entries.get(key) ?? 0) > Date.now() / 1000);
  }

  async remember(key: string, until: number): Promise<void> {
    const now = Date.now() / 1000;
    for (const [entry, entryUntil] of this.entries) if (entryUntil <= now) this.entries.delete(entry);
    this.entries.set(key, Math.max(until, this.entries.get(key) ?? 0));
  }
}

/**
 * Verifies bearer access tokens (signature via the provider's JWKS, issuer, audience, expiry) and refuses
 * tokens of ended sessions and revoked grants until they would have expired anyway.
 */
export class AccessTokenVerifier {
  private keys?: JWTVerifyGetKey;
  private readonly verified = new Map<string, JWTPayload>();

  constructor(
    private readonly issuer: string,
    private readonly audience: string,
    /** The provider's keys: its `jwks_uri` (`createRemoteJWKSet`) or, for the embedded one, its key set in memory. */
    private readonly keySet: () => Promise<JWTVerifyGetKey>,
    /** Longest lifetime an access token of this provider can have, in seconds. */
    private readonly maxTokenLifetime = 86400,
    private readonly revoked: RevocationList = new RevocationsInMemory(),
    /** The claim that names the account (`OIDC_USERNAME_CLAIM`); the embedded provider's subject is the username. */
    private readonly usernameClaim = 'sub',
  ) {}

  async verify(token: string): Promise<JWTPayload & { username: string }> {
    const payload = this.verified.get(token) ?? (await this.checkSignature(token));
    if (typeof payload.exp === 'number' && payload.exp * 1000 <= Date.now()) {
      this.verified.delete(token);
      throw new Error('Das Token ist abgelaufen.');
    }
    const revoked = await this.revoked.isRevoked(revocationKeys(payload)).catch((error: unknown) => {
      throw new StoreUnavailableError(error);
    });
    if (revoked) throw new Error('Die Sitzung wurde beendet.');
    const username = payload[this.usernameClaim];
    if (typeof username !== 'string' || !username) throw new Error('Das Token nennt keinen Benutzer.');
    return { ...payload, username };
  }

  /**
   * Signature, issuer, audience and expiry; a token that passed is remembered until it expires (at most
   * VERIFIED_TOKENS of them), so the RSA check runs once per token rather than on every call.
   */
  private async checkSignature(token: string): Promise<JWTPayload> {
    let payload: JWTPayload;
    try {
      const keys = await this.loadKeys();
      ({ payload } = await jwtVerify(token, keys, { issuer: this.issuer, audience: this.audience }));
    } catch (error) {
      throw isKeyFetchFailure(error) ? new IdentityProviderUnavailableError(error) : error;
    }
    if (this.verified.size >= VERIFIED_TOKENS) this.verified.delete(this.verified.keys().next().value ?? '');
    this.verified.set(token, payload);
    return payload;
  }

  /** Loads the provider's keys once; throws while they cannot be had (the server's start waits for this). */
  async loadKeys(): Promise<JWTVerifyGetKey> {
    this.keys ??= await this.keySet();
    return this.keys;
  }

  /**
   * A token the server itself received from the provider (code exchange, refresh) may be signed with a key the
   * cached key set lacks: the provider rotated its keys. Then the set is loaded anew at once. A token a caller
   * sends with an unknown key id waits for the key set's cooldown instead, so forged key ids cannot make this
   * server hammer the provider.
   */
  async learnKeyOf(tokenFromProvider: string): Promise<void> {
    const unknownKey = await this.checkSignature(tokenFromProvider).then(
      () => false,
      (error: unknown) => error instanceof errors.JWKSNoMatchingKey,
    );
    if (!unknownKey) return;
    try {
      this.keys = await this.keySet();
      await this.checkSignature(tokenFromProvider);
    } catch {
      // Whatever still fails shows on the token's first call, with the answer that call deserves.
    }
  }

  /** Logout: every token of this token's session or grant is refused from now on. */
  async revoke(payload: JWTPayload): Promise<void> {
    const until = typeof payload.exp === 'number' ? payload.exp : 0;
    for (const key of revocationKeys(payload)) await this.remember(key, until);
  }

  /** A grant the provider revoked (logout, reuse of a rotated refresh token): its access tokens die with it. */
  revokeGrant(grantId: string): Promise<void> {
    return this.remember(grantId, 0);
  }

  /**
   * An entry lives until the last token it could match has expired: the revoked token's own expiry, or the
   * longest token lifetime from now (a token of the same grant issued a moment ago). Only entries past that are
   * dropped, so a later logout of someone else never brings a revoked token back.
   */
  private remember(key: string, tokenExpiry: number): Promise<void> {
    return this.revoked.remember(key, Math.max(tokenExpiry, Date.now() / 1000 + this.maxTokenLifetime));
  }
}
