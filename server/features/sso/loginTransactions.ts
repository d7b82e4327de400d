import * as client from 'openid-client';

export interface LoginTransaction {
  state: string;
  nonce: string;
  codeVerifier: string;
}

const LIFETIME_MS = 10 * 60 * 1000;
const MAX_OPEN = 10_000;

/** Sign-ins that were sent to the provider and have not come back yet, keyed by their state. */
export class LoginTransactions {
  private readonly open = new Map<string, LoginTransaction & { expires: number }>();

  start(): LoginTransaction {
    this.prune();
    const transaction = {
      state: client.randomState(),
      nonce: client.randomNonce(),
      codeVerifier: client.randomPKCECodeVerifier(),
    };
    this.open.set(transaction.state, { ...transaction, expires: Date.now() + LIFETIME_MS });
    return transaction;
  }

  /** Each transaction completes at most once. */
  take(state: string): LoginTransaction | undefined {
    const transaction = this.open.get(state);
    this.open.delete(state);
    return transaction && transaction.expires > Date.now() ? transaction : undefined;
  }

  private prune(): void {
    const now = Date.now();
    for (const [state, transaction] of this.open) if (transaction.expires < now) this.open.delete(state);
    while (this.open.size >= MAX_OPEN) {
      const oldest = this.open.keys().next().value;
      if (oldest === undefined) break;
      this.open.delete(oldest);
    }
  }
}
