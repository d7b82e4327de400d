import { storageKeys } from './storageKeys';

/** What the server's token and refresh calls answer. */
export interface TokenSet {
  access_token: string;
  id_token?: string;
  refresh_token?: string;
  expires_in: number;
}

/** Stores a token set; the session timeout is now + expires_in (docs/requirements/limits.md). */
export function storeTokens(tokens: TokenSet, now = Date.now()): void {
  localStorage.setItem(storageKeys.accessToken, tokens.access_token);
  if (tokens.id_token) localStorage.setItem(storageKeys.idToken, tokens.id_token);
  if (tokens.refresh_token) localStorage.setItem(storageKeys.refreshToken, tokens.refresh_token);
  localStorage.setItem(storageKeys.sessionTimeout, String(now + tokens.expires_in * 1000));
  localStorage.removeItem(storageKeys.sessionUpdatePending);
}

export function clearTokens(): void {
  for (const key of [
    storageKeys.accessToken,
    storageKeys.idToken,
    storageKeys.refreshToken,
    storageKeys.sessionTimeout,
    storageKeys.sessionUpdatePending,
  ]) {
    localStorage.removeItem(key);
  }
}

export const readAccessToken = (): string | null => localStorage.getItem(storageKeys.accessToken);
export const readIdToken = (): string | null => localStorage.getItem(storageKeys.idToken);
export const readRefreshToken = (): string | null => localStorage.getItem(storageKeys.refreshToken);

/** Epoch milliseconds when the access token expires, or undefined without a session. */
export function readSessionTimeout(): number | undefined {
  const value = Number(localStorage.getItem(storageKeys.sessionTimeout));
  return Number.isFinite(value) && value > 0 ? value : undefined;
}
