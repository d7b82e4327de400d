// @vitest-environment jsdom
import { storageKeys } from './storageKeys';
import {
  clearTokens,
  readAccessToken,
  readIdToken,
  readRefreshToken,
  readSessionTimeout,
  storeTokens,
} from './tokenStorage';

const NOW = new Date('2025-03-14T09:00:00Z').getTime();

const tokenKeys = [
  storageKeys.accessToken,
  storageKeys.idToken,
  storageKeys.refreshToken,
  storageKeys.sessionTimeout,
  storageKeys.sessionUpdatePending,
];

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('storeTokens', () => {
  it('writes the three tokens to local storage', () => {
    storeTokens({ access_token: 'acc', id_token: 'idt', refresh_token: 'ref', expires_in: 300 });
    expect(localStorage.getItem(storageKeys.accessToken)).toBe('acc');
    expect(localStorage.getItem(storageKeys.idToken)).toBe('idt');
    expect(localStorage.getItem(storageKeys.refreshToken)).toBe('ref');
    expect(sessionStorage.length).toBe(0);
  });

  it('sets the session timeout to now + expires_in seconds, in epoch milliseconds', () => {
    storeTokens({ access_token: 'acc', expires_in: 300 });
    expect(localStorage.getItem(storageKeys.sessionTimeout)).toBe(String(NOW + 300_000));
    vi.advanceTimersByTime(42_000);
    storeTokens({ access_token: 'acc2', expires_in: 60 });
    expect(localStorage.getItem(storageKeys.sessionTimeout)).toBe(String(NOW + 42_000 + 60_000));
  });

  it('takes an explicit now', () => {
    storeTokens({ access_token: 'acc', expires_in: 5 }, 1_000);
    expect(readSessionTimeout()).toBe(6_000);
  });

  it('clears the session update pending flag', () => {
    localStorage.setItem(storageKeys.sessionUpdatePending, 'true');
    storeTokens({ access_token: 'acc', expires_in: 300 });
    expect(localStorage.getItem(storageKeys.sessionUpdatePending)).toBeNull();
  });

  it('keeps the stored id and refresh token when the answer has none', () => {
    storeTokens({ access_token: 'acc', id_token: 'idt', refresh_token: 'ref', expires_in: 300 });
    storeTokens({ access_token: 'acc2', expires_in: 300 });
    expect(readAccessToken()).toBe('acc2');
    expect(readIdToken()).toBe('idt');
    expect(readRefreshToken()).toBe('ref');
  });
});

describe('clearTokens', () => {
  it('removes tokens, session timeout and pending flag', () => {
    storeTokens({ access_token: 'acc', id_token: 'idt', refresh_token: 'ref', expires_in: 300 });
    localStorage.setItem(storageKeys.sessionUpdatePending, 'true');
    clearTokens();
    for (const key of tokenKeys) expect(localStorage.getItem(key)).toBeNull();
    expect(readAccessToken()).toBeNull();
    expect(readSessionTimeout()).toBeUndefined();
  });

  it('leaves the other keys alone', () => {
    const others = {
      [storageKeys.logoutPending]: 'true',
      [storageKeys.redirectToPrevious]: '/berichte',
      [storageKeys.serverErrorRetryTime]: String(NOW),
      [storageKeys.loginSource]: 'admin',
    };
    for (const [key, value] of Object.entries(others)) localStorage.setItem(key, value);
    sessionStorage.setItem(storageKeys.sessionRetryCount, '2');
    sessionStorage.setItem(storageKeys.historyItems, '/a|/b');
    storeTokens({ access_token: 'acc', expires_in: 300 });
    clearTokens();
    for (const [key, value] of Object.entries(others)) expect(localStorage.getItem(key)).toBe(value);
    expect(sessionStorage.getItem(storageKeys.sessionRetryCount)).toBe('2');
    expect(sessionStorage.getItem(storageKeys.historyItems)).toBe('/a|/b');
  });
});

describe('readers', () => {
  it('read the tokens from local storage', () => {
    localStorage.setItem(storageKeys.accessToken, 'acc');
    localStorage.setItem(storageKeys.idToken, 'idt');
    localStorage.setItem(storageKeys.refreshToken, 'ref');
    expect([readAccessToken(), readIdToken(), readRefreshToken()]).toEqual(['acc', 'idt', 'ref']);
  });

  it('do not read tokens from session storage', () => {
    sessionStorage.setItem(storageKeys.accessToken, 'acc');
    sessionStorage.setItem(storageKeys.sessionTimeout, String(NOW));
    expect(readAccessToken()).toBeNull();
    expect(readSessionTimeout()).toBeUndefined();
  });

  it('readSessionTimeout returns the stored epoch milliseconds', () => {
    localStorage.setItem(storageKeys.sessionTimeout, String(NOW + 1));
    expect(readSessionTimeout()).toBe(NOW + 1);
  });

  it.each(['', '0', '-5', 'abc', 'Infinity'])('readSessionTimeout treats %j as no session', (value) => {
    localStorage.setItem(storageKeys.sessionTimeout, value);
    expect(readSessionTimeout()).toBeUndefined();
  });
});
