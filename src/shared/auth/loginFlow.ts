import { API_BASE } from '../api/paths';
import { apiGet, apiPostJson } from '../api/httpClient';
import { isServiceUnavailable, TransportError } from '../api/transportError';
import type { UserData } from '../schemas/userData';
import { browser } from './browser';
import { pushDataLayer } from './dataLayer';
import { sessionState } from './sessionState';
import { ssoPaths } from './ssoPaths';
import { storageKeys } from './storageKeys';
import { HARD_END_AFTER_EXPIRY_MS, REFRESH_BEFORE_EXPIRY_MS } from './sessionMonitor';
import {
  clearTokens,
  readAccessToken,
  readIdToken,
  readRefreshToken,
  readSessionTimeout,
  storeTokens,
  type TokenSet,
} from './tokenStorage';

/** Sign-in attempts in one tab before the portal stops redirecting and shows the unreachable page. */
export const MAX_LOGIN_ATTEMPTS = 3;
const SERVER_ERROR_RETRY_MS = 10_000;

export type LoginSource = 'portal' | 'admin';

/**
 * Only paths of this origin are remembered, so a crafted link cannot send the user elsewhere. Browsers drop
 * tabs and line breaks and read a backslash as a slash, so '/\t/evil' or '/\\evil' would leave the origin.
 */
const isLocalPath = (path: string | null): path is string =>
  typeof path === 'string' &&
  path.startsWith('/') &&
  !path.startsWith('//') &&
  ![...path].some((char) => char === '\\' || char.charCodeAt(0) < 0x20);

/**
 * Sends the browser to the identity provider (through the server, which adds state, nonce and PKCE).
 * Returns false instead when this tab has already tried too often, so a broken sign-in cannot loop.
 */
export function startLogin(returnPath: string, source: LoginSource): boolean {
  const attempts = Number(sessionStorage.getItem(storageKeys.sessionRetryCount) ?? 0) + 1;
  if (attempts > MAX_LOGIN_ATTEMPTS) return false;
  sessionStorage.setItem(storageKeys.sessionRetryCount, String(attempts));
  if (isLocalPath(returnPath) && !returnPath.startsWith('/sso/login')) {
    localStorage.setItem(storageKeys.redirectToPrevious, returnPath);
  }
  localStorage.setItem(storageKeys.loginSource, source);
  localStorage.removeItem(storageKeys.logoutPending);
  browser.assign(`${API_BASE}${ssoPaths.authorize}`);
  return true;
}

/**
 * The return from the provider on /sso/login: the server exchanges the code, then the login call yields
 * the user data. Returns the remembered page (or /). Errors are the transport's (a 403 means no permission).
 */
export async function completeLogin(search: string): Promise<string> {
  const callback = new URLSearchParams(search);
  const forwarded = new URLSearchParams();
  for (const name of ['code', 'state', 'iss']) {
    const value = callback.get(name);
    if (value) forwarded.set(name, value);
  }
  try {
    storeTokens(await apiGet<TokenSet>(`${ssoPaths.token}?${forwarded.toString()}`));
    const userData = await apiGet<UserData>(ssoPaths.login);
    sessionState.login(userData);
  } catch (error) {
    localStorage.setItem(storageKeys.serverErrorRetryTime, String(Date.now() + SERVER_ERROR_RETRY_MS));
    throw error;
  }
  sessionStorage.removeItem(storageKeys.sessionRetryCount);
  localStorage.removeItem(storageKeys.serverErrorRetryTime);
  pushDataLayer({ event: 'login', loginSource: localStorage.getItem(storageKeys.loginSource) ?? 'portal' });
  const target = localStorage.getItem(storageKeys.redirectToPrevious);
  localStorage.removeItem(storageKeys.redirectToPrevious);
  return isLocalPath(target) ? target : '/';
}

/**
 * On a page load with stored tokens that are about to run out (or have), refresh them before the first
 * call; tokens that cannot be refreshed are dropped, so the caller signs in again.
 */
export async function refreshIfDue(now = Date.now()): Promise<void> {
  const timeout = readSessionTimeout();
  if (timeout === undefined || timeout - now >= REFRESH_BEFORE_EXPIRY_MS) return;
  const refreshToken = readRefreshToken();
  if (now - timeout > HARD_END_AFTER_EXPIRY_MS || !refreshToken) {
    clearTokens();
    return;
  }
  if (localStorage.getItem(storageKeys.sessionUpdatePending) === 'true') return;
  localStorage.setItem(storageKeys.sessionUpdatePending, 'true');
  await refreshSession().catch((error: unknown) => {
    // Not refused, only not served now (502/503): the tokens stay, the session monitor tries again.
    if (isServiceUnavailable(error)) {
      localStorage.removeItem(storageKeys.sessionUpdatePending);
      return;
    }
    // Another tab may have stored newer tokens meanwhile; only drop the ones that failed.
    if (readRefreshToken() === refreshToken) clearTokens();
  });
}

let userDataLoad: Promise<UserData> | undefined;

/**
 * Loads the user data of an existing session (a page load with stored tokens), refreshing them first if
 * due. Concurrent callers (react-admin asks for identity, permissions and access at once) share one load,
 * so a refresh in flight is never overtaken by a call with the old token.
 */
export function loadUserData(): Promise<UserData> {
  userDataLoad ??= (async () => {
    await refreshIfDue();
    // Without a token (none yet, or dropped above) the server could only answer 401: say so without asking it.
    if (!readAccessToken()) throw new TransportError(401, 'UNAUTHORIZED');
    const userData = await apiGet<UserData>(ssoPaths.userData);
    sessionState.login(userData);
    return userData;
  })().finally(() => {
    userDataLoad = undefined;
  });
  return userDataLoad;
}

export async function refreshSession(): Promise<void> {
  const refreshToken = readRefreshToken();
  if (!refreshToken) throw new Error('Kein Refresh-Token gespeichert.');
  // In the body, not the query: a URL ends up in logs and proxies' access logs.
  storeTokens(await apiPostJson<TokenSet>(ssoPaths.refresh, { refreshToken }));
}

/**
 * Logout (docs/requirements/behaviour.md): call logout, clear the stored tokens, set logout pending, then go to the
 * provider's end-session endpoint with the id token hint and the return address the server built.
 */
export async function logout(): Promise<void> {
  let endSessionUrl = '/';
  try {
    ({ endSessionUrl } = await apiPostJson<{ endSessionUrl: string }>(ssoPaths.logout, {
      refreshToken: readRefreshToken() ?? undefined,
      idToken: readIdToken() ?? undefined,
    }));
  } catch (error) {
    console.error('Abmelden beim Server fehlgeschlagen', error);
  }
  clearTokens();
  sessionState.logout();
  localStorage.setItem(storageKeys.logoutPending, 'true');
  browser.assign(endSessionUrl);
}
