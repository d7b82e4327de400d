// @vitest-environment jsdom
import type { MockInstance } from 'vitest';
import type { UserData } from '../schemas/userData';
import { browser } from './browser';
import { ANALYTICS_CONSENT_KEY } from './dataLayer';
import {
  completeLogin,
  loadUserData,
  logout,
  MAX_LOGIN_ATTEMPTS,
  refreshIfDue,
  refreshSession,
  startLogin,
} from './loginFlow';
import { sessionState } from './sessionState';
import { storageKeys } from './storageKeys';
import { storeTokens } from './tokenStorage';

const NOW = new Date('2025-03-14T09:00:00Z').getTime();
const AUTHORIZE_URL = '/backend/api/v1/sso/authorize';

const userData: UserData = {
  name: 'Erika Mustermann',
  username: 'emustermann',
  zbvUserId: 4711,
  roles: ['redakteur'],
  zbvRoles: [],
  admin: true,
  gaAdmin: true,
  gaCustAdmin: false,
  organisationName: 'Beispiel GmbH',
  organisationId: 12,
  emailAddress: 'erika@example.org',
};

const fetchMock = vi.fn<typeof fetch>();
let assign: MockInstance<typeof browser.assign>;
let errorLog: MockInstance<typeof console.error>;

const jsonResponse = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Answers each request by its path (without query); an unknown path fails the test. */
function answer(routes: Record<string, { status?: number; body: unknown }>): void {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    const route = routes[url.split('?')[0] ?? url];
    if (!route) throw new Error(`unexpected request ${url}`);
    return jsonResponse(route.body, route.status);
  });
}

interface SentRequest {
  url: string;
  method: string | undefined;
  headers: Record<string, string>;
  body: unknown;
}

function request(index: number): SentRequest {
  const call = fetchMock.mock.calls[index];
  if (!call) throw new Error(`no request #${index}`);
  const [input, init = {}] = call;
  return {
    url: String(input),
    method: init.method,
    headers: (init.headers ?? {}) as Record<string, string>,
    body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
  };
}

async function rejection(promise: Promise<unknown>): Promise<Error> {
  const reason: unknown = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  if (!(reason instanceof Error)) throw new Error(`expected a rejection with an Error, got ${String(reason)}`);
  return reason;
}

const local = (key: string): string | null => localStorage.getItem(key);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
  localStorage.clear();
  sessionStorage.clear();
  sessionState.reset();
  delete window.dataLayer;
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
  errorLog = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('startLogin', () => {
  it('remembers the page and the source, clears logout pending and goes to the authorize call', () => {
    localStorage.setItem(storageKeys.logoutPending, 'true');
    expect(startLogin('/berichte/7?tab=2#kommentare', 'admin')).toBe(true);
    expect(local(storageKeys.redirectToPrevious)).toBe('/berichte/7?tab=2#kommentare');
    expect(local(storageKeys.loginSource)).toBe('admin');
    expect(local(storageKeys.logoutPending)).toBeNull();
    expect(assign).toHaveBeenCalledExactlyOnceWith(AUTHORIZE_URL);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('counts the attempt in session storage, not local storage', () => {
    startLogin('/', 'portal');
    expect(sessionStorage.getItem(storageKeys.sessionRetryCount)).toBe('1');
    expect(local(storageKeys.sessionRetryCount)).toBeNull();
    startLogin('/', 'portal');
    expect(sessionStorage.getItem(storageKeys.sessionRetryCount)).toBe('2');
  });

  it.each([
    ['a protocol-relative URL', '//evil.example/x'],
    ['an absolute URL', 'https://evil.example/x'],
    ['a backslash URL', '/\\evil.example'],
    ['a relative path', 'berichte'],
    ['the empty string', ''],
    ['the sign-in callback', '/sso/login?code=c&state=s'],
  ])('does not remember %s, but still signs in', (_case, path) => {
    expect(startLogin(path, 'portal')).toBe(true);
    expect(local(storageKeys.redirectToPrevious)).toBeNull();
    expect(assign).toHaveBeenCalledExactlyOnceWith(AUTHORIZE_URL);
  });

  // Bug: browsers drop tabs and newlines while parsing a URL, so '/\t/evil.example' resolves to https://evil.example/.
  it.each([['/\t/evil.example'], ['/\n/evil.example']])(
    'does not remember %j, which a browser resolves to another origin',
    (path) => {
      startLogin(path, 'portal');
      expect(local(storageKeys.redirectToPrevious)).toBeNull();
    },
  );

  it(`stops after ${MAX_LOGIN_ATTEMPTS} attempts in the same tab`, () => {
    expect(MAX_LOGIN_ATTEMPTS).toBe(3);
    expect([startLogin('/a', 'portal'), startLogin('/b', 'portal'), startLogin('/c', 'portal')]).toEqual([
      true,
      true,
      true,
    ]);
    expect(assign).toHaveBeenCalledTimes(3);

    localStorage.setItem(storageKeys.logoutPending, 'true');
    expect(startLogin('/d', 'admin')).toBe(false);
    expect(assign).toHaveBeenCalledTimes(3);
    expect(sessionStorage.getItem(storageKeys.sessionRetryCount)).toBe('3');
    expect(local(storageKeys.redirectToPrevious)).toBe('/c');
    expect(local(storageKeys.loginSource)).toBe('portal');
    expect(local(storageKeys.logoutPending)).toBe('true');
  });

  it('a new tab (fresh session storage) may try again', () => {
    for (let i = 0; i < MAX_LOGIN_ATTEMPTS; i++) startLogin('/', 'portal');
    expect(startLogin('/', 'portal')).toBe(false);
    sessionStorage.clear();
    expect(startLogin('/', 'portal')).toBe(true);
    expect(assign).toHaveBeenCalledTimes(MAX_LOGIN_ATTEMPTS + 1);
  });
});

describe('completeLogin', () => {
  const tokens = { access_token: 'acc-neu', id_token: 'idt-neu', refresh_token: 'ref-neu', expires_in: 300 };

  beforeEach(() => {
    answer({
      '/backend/api/v1/sso/token': { body: tokens },
      '/backend/api/v1/sso/login': { body: userData },
    });
  });

  it('exchanges the code, forwarding only code, state and iss', async () => {
    await completeLogin('?code=c&state=s&iss=i&other=x');
    expect(request(0)).toMatchObject({ url: '/backend/api/v1/sso/token?code=c&state=s&iss=i', method: 'GET' });
  });

  it('forwards the parameters correctly encoded and leaves out missing ones', async () => {
    await completeLogin('?state=s%20t&code=a%2Bb%2Fc&session_state=z');
    const url = new URL(request(0).url, 'https://portal.example');
    expect(url.pathname).toBe('/backend/api/v1/sso/token');
    expect([...url.searchParams]).toEqual([
      ['code', 'a+b/c'],
      ['state', 's t'],
    ]);
  });

  it('stores the tokens with session timeout = now + expires_in seconds', async () => {
    await completeLogin('?code=c&state=s&iss=i');
    expect(local(storageKeys.accessToken)).toBe('acc-neu');
    expect(local(storageKeys.idToken)).toBe('idt-neu');
    expect(local(storageKeys.refreshToken)).toBe('ref-neu');
    expect(local(storageKeys.sessionTimeout)).toBe(String(NOW + 300_000));
  });

  it('calls the login with the new bearer token and logs the session state in', async () => {
    localStorage.setItem(storageKeys.accessToken, 'acc-alt');
    await completeLogin('?code=c&state=s&iss=i');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(request(1)).toMatchObject({
      url: '/backend/api/v1/sso/login',
      method: 'GET',
      headers: { Authorization: 'Bearer acc-neu' },
    });
    expect(sessionState.get()).toEqual({
      isLoggedIn: true,
      userData,
      isAdmin: true,
      isGaAdmin: true,
      isGaCustAdmin: false,
    });
  });

  it('clears the retry count and the server error retry time', async () => {
    sessionStorage.setItem(storageKeys.sessionRetryCount, '2');
    localStorage.setItem(storageKeys.serverErrorRetryTime, String(NOW - 1));
    await completeLogin('?code=c&state=s&iss=i');
    expect(sessionStorage.getItem(storageKeys.sessionRetryCount)).toBeNull();
    expect(local(storageKeys.serverErrorRetryTime)).toBeNull();
  });

  it('returns the remembered page and forgets it', async () => {
    startLogin('/berichte/7?tab=2', 'portal');
    await expect(completeLogin('?code=c&state=s&iss=i')).resolves.toBe('/berichte/7?tab=2');
    expect(local(storageKeys.redirectToPrevious)).toBeNull();
  });

  it('returns / when no page is remembered', async () => {
    await expect(completeLogin('?code=c&state=s&iss=i')).resolves.toBe('/');
  });

  it.each(['//evil.example', 'https://evil.example', '/\\evil.example'])(
    'returns / for an unsafe remembered page %j and forgets it',
    async (target) => {
      localStorage.setItem(storageKeys.redirectToPrevious, target);
      await expect(completeLogin('?code=c&state=s&iss=i')).resolves.toBe('/');
      expect(local(storageKeys.redirectToPrevious)).toBeNull();
    },
  );

  it('pushes the login event with the stored source when analytics are allowed', async () => {
    localStorage.setItem(ANALYTICS_CONSENT_KEY, 'granted');
    localStorage.setItem(storageKeys.loginSource, 'admin');
    await completeLogin('?code=c&state=s&iss=i');
    expect(window.dataLayer).toEqual([{ event: 'login', loginSource: 'admin' }]);
  });

  it('pushes no login event without consent', async () => {
    await completeLogin('?code=c&state=s&iss=i');
    expect(window.dataLayer).toBeUndefined();
  });

  it('on a 403 from the login call rejects with 403::: and stores the server error retry time = now + 10 s', async () => {
    answer({
      '/backend/api/v1/sso/token': { body: tokens },
      '/backend/api/v1/sso/login': { status: 403, body: { code: 'NO_PERMISSION' } },
    });
    startLogin('/berichte', 'portal');

    const error = await rejection(completeLogin('?code=c&state=s&iss=i'));
    expect(error.message.startsWith('403:::')).toBe(true);
    expect(local(storageKeys.serverErrorRetryTime)).toBe(String(NOW + 10_000));
    expect(sessionState.get().isLoggedIn).toBe(false);
    expect(sessionStorage.getItem(storageKeys.sessionRetryCount)).toBe('1');
    expect(local(storageKeys.redirectToPrevious)).toBe('/berichte');
    expect(errorLog).toHaveBeenCalled();
  });

  it('a failed code exchange also stores the retry time and skips the login call', async () => {
    vi.setSystemTime(NOW + 5000);
    answer({ '/backend/api/v1/sso/token': { status: 500, body: { code: 'IDP_DOWN' } } });
    const error = await rejection(completeLogin('?code=c&state=s&iss=i'));
    expect(error.message).toBe('500:::IDP_DOWN');
    expect(local(storageKeys.serverErrorRetryTime)).toBe(String(NOW + 5000 + 10_000));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(local(storageKeys.accessToken)).toBeNull();
  });
});

describe('refreshIfDue', () => {
  const refreshed = { access_token: 'acc2', refresh_token: 'ref2', expires_in: 600 };

  beforeEach(() => {
    answer({ '/backend/api/v1/sso/token/refresh': { body: refreshed } });
  });

  it('does nothing without a session', async () => {
    await refreshIfDue();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('does nothing with 60 s or more left', async () => {
    storeTokens({ access_token: 'acc', refresh_token: 'ref', expires_in: 60 });
    await refreshIfDue();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(local(storageKeys.accessToken)).toBe('acc');
  });

  it.each([
    ['under 60 s left', 59],
    ['a token that expired exactly 3600 s ago', -3600],
  ])('refreshes with %s', async (_case, expiresIn) => {
    storeTokens({ access_token: 'acc', refresh_token: 'ref', expires_in: expiresIn });
    await refreshIfDue();
    expect(request(0)).toMatchObject({
      url: '/backend/api/v1/sso/token/refresh',
      method: 'POST',
      body: { refreshToken: 'ref' },
    });
    expect(local(storageKeys.accessToken)).toBe('acc2');
    expect(local(storageKeys.sessionTimeout)).toBe(String(NOW + 600_000));
  });

  it('drops the tokens without calling when more than 3600 s past expiry', async () => {
    storeTokens({ access_token: 'acc', refresh_token: 'ref', expires_in: -3601 });
    await refreshIfDue();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(local(storageKeys.accessToken)).toBeNull();
    expect(local(storageKeys.refreshToken)).toBeNull();
  });

  it('drops the tokens without calling when there is no refresh token', async () => {
    storeTokens({ access_token: 'acc', expires_in: 30 });
    await refreshIfDue();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(local(storageKeys.accessToken)).toBeNull();
  });

  it('drops the tokens when the refresh fails, without rejecting', async () => {
    storeTokens({ access_token: 'acc', refresh_token: 'ref', expires_in: 30 });
    answer({ '/backend/api/v1/sso/token/refresh': { status: 401, body: {} } });
    await expect(refreshIfDue()).resolves.toBeUndefined();
    expect(local(storageKeys.accessToken)).toBeNull();
    expect(local(storageKeys.sessionTimeout)).toBeNull();
  });
});

describe('loadUserData', () => {
  it('loads the user data of an existing session with its bearer token', async () => {
    storeTokens({ access_token: 'acc', refresh_token: 'ref', expires_in: 300 });
    answer({ '/backend/get-userdata': { body: userData } });
    await expect(loadUserData()).resolves.toEqual(userData);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(request(0)).toMatchObject({
      url: '/backend/get-userdata',
      method: 'GET',
      headers: { Authorization: 'Bearer acc' },
    });
    expect(sessionState.get()).toMatchObject({ isLoggedIn: true, isAdmin: true });
  });

  it('refreshes a due session first and loads with the new bearer token', async () => {
    storeTokens({ access_token: 'acc', refresh_token: 'ref', expires_in: 10 });
    answer({
      '/backend/api/v1/sso/token/refresh': { body: { access_token: 'acc2', expires_in: 300 } },
      '/backend/get-userdata': { body: userData },
    });
    await loadUserData();
    expect(request(0)).toMatchObject({ url: '/backend/api/v1/sso/token/refresh', body: { refreshToken: 'ref' } });
    expect(request(1)).toMatchObject({ url: '/backend/get-userdata', headers: { Authorization: 'Bearer acc2' } });
  });

  it('lets concurrent callers share one refresh and one load, never calling with the old token', async () => {
    storeTokens({ access_token: 'acc', refresh_token: 'ref', expires_in: 10 });
    answer({
      '/backend/api/v1/sso/token/refresh': { body: { access_token: 'acc2', expires_in: 300 } },
      '/backend/get-userdata': { body: userData },
    });
    const [first, second, third] = await Promise.all([loadUserData(), loadUserData(), loadUserData()]);
    expect(first).toEqual(userData);
    expect(second).toEqual(userData);
    expect(third).toEqual(userData);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(request(1)).toMatchObject({ url: '/backend/get-userdata', headers: { Authorization: 'Bearer acc2' } });
  });

  it.each([
    ['before sign-in (no tokens)', undefined],
    ['when the tokens were too old to refresh', -3601],
  ])('rejects with 401 without calling the server %s', async (_case, expiresIn) => {
    if (expiresIn !== undefined) storeTokens({ access_token: 'acc', refresh_token: 'ref', expires_in: expiresIn });
    await expect(loadUserData()).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(errorLog).not.toHaveBeenCalled();
  });
});

describe('refreshSession', () => {
  it('posts the refresh token in the body, never in the URL, and stores the new tokens', async () => {
    storeTokens({ access_token: 'acc', id_token: 'idt', refresh_token: 'r/+= t', expires_in: 300 });
    localStorage.setItem(storageKeys.sessionUpdatePending, 'true');
    vi.setSystemTime(NOW + 250_000);
    answer({
      '/backend/api/v1/sso/token/refresh': { body: { access_token: 'acc2', refresh_token: 'ref2', expires_in: 600 } },
    });

    await refreshSession();

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(request(0)).toMatchObject({
      url: '/backend/api/v1/sso/token/refresh',
      method: 'POST',
      body: { refreshToken: 'r/+= t' },
      headers: { Authorization: 'Bearer acc' },
    });
    expect(local(storageKeys.accessToken)).toBe('acc2');
    expect(local(storageKeys.refreshToken)).toBe('ref2');
    expect(local(storageKeys.idToken)).toBe('idt');
    expect(local(storageKeys.sessionTimeout)).toBe(String(NOW + 250_000 + 600_000));
    expect(local(storageKeys.sessionUpdatePending)).toBeNull();
  });

  it('rejects without a refresh token and calls nothing', async () => {
    await expect(refreshSession()).rejects.toThrow();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects when the refresh fails and keeps the old tokens', async () => {
    storeTokens({ access_token: 'acc', refresh_token: 'ref', expires_in: 30 });
    answer({ '/backend/api/v1/sso/token/refresh': { status: 401, body: {} } });
    const error = await rejection(refreshSession());
    expect(error.message).toBe('401:::');
    expect(local(storageKeys.accessToken)).toBe('acc');
    expect(local(storageKeys.sessionTimeout)).toBe(String(NOW + 30_000));
  });
});

describe('logout', () => {
  beforeEach(() => {
    storeTokens({ access_token: 'acc', id_token: 'idt', refresh_token: 'ref', expires_in: 300 });
    sessionState.login(userData);
  });

  function expectSignedOut(): void {
    for (const key of [
      storageKeys.accessToken,
      storageKeys.idToken,
      storageKeys.refreshToken,
      storageKeys.sessionTimeout,
    ]) {
      expect(local(key)).toBeNull();
    }
    expect(local(storageKeys.logoutPending)).toBe('true');
    expect(sessionState.get()).toMatchObject({ isLoggedIn: false, isAdmin: false, isGaAdmin: true });
  }

  it('posts both tokens with the bearer token to the logout call', async () => {
    answer({ '/backend/api/v1/sso/logout': { body: { endSessionUrl: 'https://idp.example/end?id_token_hint=idt' } } });
    await logout();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(request(0)).toEqual({
      url: '/backend/api/v1/sso/logout',
      method: 'POST',
      headers: { Accept: 'application/json', Authorization: 'Bearer acc', 'Content-Type': 'application/json' },
      body: { refreshToken: 'ref', idToken: 'idt' },
    });
  });

  it('clears the tokens, sets logout pending and the state, then goes to the end-session URL', async () => {
    answer({ '/backend/api/v1/sso/logout': { body: { endSessionUrl: 'https://idp.example/end?id_token_hint=idt' } } });
    assign.mockImplementation(() => expectSignedOut());
    await logout();
    expect(assign).toHaveBeenCalledExactlyOnceWith('https://idp.example/end?id_token_hint=idt');
    expectSignedOut();
  });

  it.each([
    ['an error answer', () => answer({ '/backend/api/v1/sso/logout': { status: 500, body: {} } })],
    ['a network failure', () => fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))],
  ])('after %s still signs out locally and goes to /', async (_case, arrange) => {
    arrange();
    await logout();
    expectSignedOut();
    expect(assign).toHaveBeenCalledExactlyOnceWith('/');
    expect(errorLog).toHaveBeenCalled();
  });
});
