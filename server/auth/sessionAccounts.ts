import type { JWTPayload } from 'jose';
import type { Adapter } from 'oidc-provider';
import type { Store } from '../store/store';
import { findActiveAccount } from './userData';

/** A verified access token: its claims and the username it names (`AccessTokenVerifier.verify`). */
export type VerifiedToken = JWTPayload & { username: string };

/**
 * Which account a signed-in session acts for. It is fixed at sign-in, by the account's id: renaming accounts later
 * never moves a session, or its roles, to another account (docs/decisions/126).
 */
export interface SessionAccounts {
  /** After the code exchange: records the account the token's user signed in as (none for an unknown user). */
  signedIn(token: VerifiedToken): Promise<void>;
  /** After a refresh: the session keeps the account it has. */
  refreshed(token: VerifiedToken): Promise<void>;
  /** The id of the account the token's session signed in as; undefined when no sign-in recorded one. */
  accountIdOf(token: VerifiedToken): Promise<string | undefined>;
}

/**
 * The embedded provider's sessions and grants record the account id as their subject at sign-in, so every token's
 * `sub` is the account id.
 */
export const subjectIsAccountId: SessionAccounts = {
  signedIn: () => Promise.resolve(),
  refreshed: () => Promise.resolve(),
  accountIdOf: (token) => Promise.resolve(token.sub),
};

/** The model name of the bindings in the auth state. */
export const SESSION_ACCOUNT_MODEL = 'SessionAccount';

/**
 * An external provider's subject is its own: at sign-in its username claim is looked up once and the account's id
 * recorded for the provider's session (`sid`, or the subject where tokens carry no session id), in the auth state
 * every instance shares. The record lives `lifetimeSeconds` past the last sign-in or refresh.
 */
export class BoundSessionAccounts implements SessionAccounts {
  constructor(
    private readonly storage: Adapter,
    private readonly store: Store,
    private readonly lifetimeSeconds: number,
  ) {}

  private key(token: VerifiedToken): string {
    return JSON.stringify([typeof token.sid === 'string' ? token.sid : null, token.sub ?? null]);
  }

  async signedIn(token: VerifiedToken): Promise<void> {
    const account = findActiveAccount(this.store, token.username);
    if (account) await this.storage.upsert(this.key(token), { accountId: String(account.id) }, this.lifetimeSeconds);
  }

  async refreshed(token: VerifiedToken): Promise<void> {
    const accountId = await this.accountIdOf(token);
    if (accountId !== undefined) await this.storage.upsert(this.key(token), { accountId }, this.lifetimeSeconds);
  }

  async accountIdOf(token: VerifiedToken): Promise<string | undefined> {
    const accountId = (await this.storage.find(this.key(token)))?.accountId;
    return typeof accountId === 'string' ? accountId : undefined;
  }
}
