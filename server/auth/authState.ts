import type { JWK } from 'jose';
import type { Adapter } from 'oidc-provider';

/** Revoked key → until when (seconds) a token under it could still be valid; an entry is kept that long. */
export interface RevocationList {
  /** Whether any of the keys is revoked (by an entry that has not run out): one look-up per token check. */
  isRevoked(keys: string[]): Promise<boolean>;
  /** Never shortens an entry. */
  remember(key: string, until: number): Promise<void>;
}

export interface ProviderKeys {
  signingKey: JWK;
  cookieKeys: string[];
}

/**
 * What sign-in must remember beyond one request and one process: the embedded provider's keys and records and the
 * revoked access tokens. `AuthStateFile` keeps it beside the data file (one instance); `PgAuthState` in PostgreSQL
 * (several instances behind a balancer share it).
 */
export interface AuthState extends RevocationList {
  /** The keys, made by `create` on first use and kept from then on (the first instance's win a race). */
  keys(create: () => Promise<ProviderKeys>): Promise<ProviderKeys>;
  /** oidc-provider's storage for one model. */
  adapter: (model: string) => Adapter;
  close(): Promise<void>;
}

/** Models whose records belong to a grant and die with it (oidc-provider's grantable models). */
export const GRANTABLE_MODELS = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
]);
