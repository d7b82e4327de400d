// @vitest-environment jsdom
import { browser } from './browser';
import { completeLogin, logout, startLogin } from './loginFlow';
import { createSessionMonitor } from './sessionMonitor';
import { sessionState } from './sessionState';
import { storageKeys } from './storageKeys';
import { storeTokens } from './tokenStorage';
import { recordVisit } from './visitHistory';

type Key = keyof typeof storageKeys;

const NOW = new Date('2025-03-14T09:00:00Z').getTime();
const storeTokenSet = () =>
  storeTokens({ access_token: 'acc', id_token: 'idt', refresh_token: 'ref', expires_in: 300 });

/** Per key (docs/requirements/entities.md): the storage it belongs to and the code that writes it. */
const writers: Record<Key, { storage: 'local' | 'session'; write: () => unknown }> = {
  idToken: { storage: 'local', write: storeTokenSet },
  accessToken: { storage: 'local', write: storeTokenSet },
  refreshToken: { storage: 'local', write: storeTokenSet },
  sessionTimeout: { storage: 'local', write: storeTokenSet },
  sessionUpdatePending: {
    storage: 'local',
    write: () => {
      storeTokens({ access_token: 'acc', expires_in: 30 });
      createSessionMonitor({
        refresh: () => new Promise<void>(() => undefined),
        onExpired: () => undefined,
        onHardEnd: () => undefined,
      }).tick();
    },
  },
  logoutPending: { storage: 'local', write: () => logout() },
  redirectToPrevious: { storage: 'local', write: () => startLogin('/berichte', 'portal') },
  serverErrorRetryTime: { storage: 'local', write: () => completeLogin('?code=c&state=s').catch(() => undefined) },
  loginSource: { storage: 'local', write: () => startLogin('/berichte', 'admin') },
  sessionRetryCount: { storage: 'session', write: () => startLogin('/berichte', 'portal') },
  historyItems: { storage: 'session', write: () => recordVisit('/berichte') },
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
  localStorage.clear();
  sessionStorage.clear();
  sessionState.reset();
  vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch')));
  vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('storage keys', () => {
  it('are distinct and carry the radar. prefix', () => {
    const values = Object.values(storageKeys);
    expect(new Set(values).size).toBe(values.length);
    for (const value of values) expect(value).toMatch(/^radar\.[A-Za-z]+$/);
  });

  const rows = (Object.keys(writers) as Key[]).map((name) => [name, writers[name].storage] as const);

  it.each(rows)('%s is written to %s storage only', async (name, storage) => {
    const key = storageKeys[name];
    await writers[name].write();
    const [own, other] = storage === 'local' ? [localStorage, sessionStorage] : [sessionStorage, localStorage];
    expect(own.getItem(key)).not.toBeNull();
    expect(other.getItem(key)).toBeNull();
  });

  it('session timeout and server error retry time are epoch milliseconds', async () => {
    storeTokenSet();
    await writers.serverErrorRetryTime.write();
    expect(localStorage.getItem(storageKeys.sessionTimeout)).toBe(String(NOW + 300_000));
    expect(localStorage.getItem(storageKeys.serverErrorRetryTime)).toBe(String(NOW + 10_000));
  });
});
