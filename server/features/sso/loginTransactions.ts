import type { Adapter } from 'oidc-provider';
import * as client from 'openid-client';

export interface LoginTransaction {
  state: string;
  nonce: string;
  codeVerifier: string;
}

const LIFETIME_SECONDS = 10 * 60;
/** The model name of the transactions in the auth state (beside the embedded provider's own records). */
export const LOGIN_TRANSACTION_MODEL = 'LoginTransaction';

/**
 * Sign-ins that were sent to the provider and have not come back yet, keyed by their state, kept in the auth state
 * (beside the data file, or in PostgreSQL): behind a balancer the browser's way back may reach another instance
 * than the one that sent it off. Each ends after ten minutes.
 */
export class LoginTransactions {
  constructor(private readonly storage: Adapter) {}

  async start(): Promise<LoginTransaction> {
    const transaction = {
      state: client.randomState(),
      nonce: client.randomNonce(),
      codeVerifier: client.randomPKCECodeVerifier(),
    };
    const { state, nonce, codeVerifier } = transaction;
    await this.storage.upsert(state, { nonce, extra: { codeVerifier } }, LIFETIME_SECONDS);
    return transaction;
  }

  /**
   * Each transaction completes at most once: it is removed as it is taken. (Two calls racing with one state could
   * both take it; the provider's code is single-use, so only one exchange succeeds.)
   */
  async take(state: string): Promise<LoginTransaction | undefined> {
    const stored = await this.storage.find(state);
    if (!stored) return undefined;
    await this.storage.destroy(state);
    const codeVerifier = stored.extra?.codeVerifier;
    return stored.nonce && typeof codeVerifier === 'string' ? { state, nonce: stored.nonce, codeVerifier } : undefined;
  }
}
