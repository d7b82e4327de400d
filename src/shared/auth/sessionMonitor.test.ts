// @vitest-environment jsdom
import {
  createSessionMonitor,
  HARD_END_AFTER_EXPIRY_MS,
  REFRESH_BEFORE_EXPIRY_MS,
  SESSION_POLL_MS,
} from './sessionMonitor';
import { TransportError } from '../api/transportError';
import { storageKeys } from './storageKeys';
import { readAccessToken, readSessionTimeout, storeTokens } from './tokenStorage';

const NOW = new Date('2025-03-14T09:00:00Z').getTime();

const refresh = vi.fn<() => Promise<void>>();
const onExpired = vi.fn<() => void>();
const onHardEnd = vi.fn<() => void>();
const monitor = () => createSessionMonitor({ refresh, onExpired, onHardEnd });

/** A promise that the test settles itself, for a refresh still in flight. */
function deferred(): { promise: Promise<void>; resolve: () => void; reject: (reason: Error) => void } {
  let resolve = (): void => undefined;
  let reject = (_reason: Error): void => undefined;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A signed-in session whose access token runs out `msLeft` from now (negative: already expired). */
function sessionWith(msLeft: number): void {
  storeTokens({ access_token: 'acc', id_token: 'idt', refresh_token: 'ref', expires_in: msLeft / 1000 });
}

const pendingFlag = (): string | null => localStorage.getItem(storageKeys.sessionUpdatePending);

function expectTokensCleared(): void {
  for (const key of [
    storageKeys.accessToken,
    storageKeys.idToken,
    storageKeys.refreshToken,
    storageKeys.sessionTimeout,
    storageKeys.sessionUpdatePending,
  ]) {
    expect(localStorage.getItem(key)).toBeNull();
  }
}

let stop: (() => void) | undefined;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
  localStorage.clear();
  sessionStorage.clear();
  refresh.mockReset();
  refresh.mockReturnValue(new Promise<void>(() => undefined));
  onExpired.mockReset();
  onHardEnd.mockReset();
});

afterEach(() => {
  stop?.();
  stop = undefined;
  vi.useRealTimers();
});

describe('session monitor constants (docs/requirements/limits.md)', () => {
  it('polls every second, refreshes 60 s before expiry and hard-ends 3600 s after it', () => {
    expect(SESSION_POLL_MS).toBe(1000);
    expect(REFRESH_BEFORE_EXPIRY_MS).toBe(60_000);
    expect(HARD_END_AFTER_EXPIRY_MS).toBe(3_600_000);
  });
});

describe('polling', () => {
  it('checks at start and then once per second', () => {
    const reads = vi.spyOn(Storage.prototype, 'getItem');
    const timeoutReads = () => reads.mock.calls.filter(([key]) => key === storageKeys.sessionTimeout).length;
    stop = monitor().start();
    expect(timeoutReads()).toBe(1);
    vi.advanceTimersByTime(999);
    expect(timeoutReads()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(timeoutReads()).toBe(2);
    vi.advanceTimersByTime(3000);
    expect(timeoutReads()).toBe(5);
  });

  it('notices the threshold on the first tick after it is crossed', () => {
    sessionWith(65_000);
    stop = monitor().start();
    vi.advanceTimersByTime(5000); // exactly 60 s left
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(999); // 59.001 s left, but no tick yet
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1); // tick with 59 s left
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('notices a session that appears while it runs', () => {
    stop = monitor().start();
    vi.advanceTimersByTime(2500);
    sessionWith(30_000);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(500);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('stops ticking after the returned stop function is called', () => {
    const timersBefore = vi.getTimerCount();
    const stopMonitor = monitor().start();
    expect(vi.getTimerCount()).toBe(timersBefore + 1);
    stopMonitor();
    expect(vi.getTimerCount()).toBe(timersBefore);
    sessionWith(30_000);
    vi.advanceTimersByTime(10_000);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('does nothing without a session', () => {
    stop = monitor().start();
    vi.advanceTimersByTime(7_200_000);
    expect(refresh).not.toHaveBeenCalled();
    expect(onExpired).not.toHaveBeenCalled();
    expect(onHardEnd).not.toHaveBeenCalled();
    expect(localStorage.length).toBe(0);
  });
});

describe('refresh', () => {
  it('does not refresh with 60 s or more left', () => {
    sessionWith(REFRESH_BEFORE_EXPIRY_MS);
    monitor().tick();
    sessionWith(3_600_000);
    monitor().tick();
    expect(refresh).not.toHaveBeenCalled();
    expect(pendingFlag()).toBeNull();
  });

  it('refreshes with under 60 s left and sets the pending flag in local storage', () => {
    sessionWith(REFRESH_BEFORE_EXPIRY_MS - 1);
    monitor().tick();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(pendingFlag()).toBe('true');
    expect(sessionStorage.getItem(storageKeys.sessionUpdatePending)).toBeNull();
  });

  it('refreshes only once while the refresh is pending', () => {
    sessionWith(50_000);
    stop = monitor().start();
    expect(refresh).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(pendingFlag()).toBe('true');
  });

  it('leaves the refresh to another tab that has already set the pending flag', () => {
    sessionWith(30_000);
    localStorage.setItem(storageKeys.sessionUpdatePending, 'true');
    stop = monitor().start();
    vi.advanceTimersByTime(29_000);
    expect(refresh).not.toHaveBeenCalled();
    expect(onExpired).not.toHaveBeenCalled();
  });

  it('after a successful refresh the flag is cleared and the next threshold crossing refreshes again', async () => {
    const first = deferred();
    refresh.mockReturnValueOnce(first.promise);
    sessionWith(30_000);
    stop = monitor().start();
    expect(refresh).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(2000);
    storeTokens({ access_token: 'acc2', refresh_token: 'ref2', expires_in: 120 });
    first.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(pendingFlag()).toBeNull();

    await vi.advanceTimersByTimeAsync(60_000); // exactly 60 s left
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(pendingFlag()).toBe('true');
    expect(onExpired).not.toHaveBeenCalled();
  });

  it('keeps the session when the server could not serve the refresh (503), and refreshes again a second later', async () => {
    const pending = deferred();
    refresh.mockReturnValueOnce(pending.promise);
    sessionWith(30_000);
    stop = monitor().start();
    pending.reject(new TransportError(503, 'SERVICE_UNAVAILABLE'));
    await vi.advanceTimersByTimeAsync(0);
    expect(onExpired).not.toHaveBeenCalled();
    expect(readAccessToken()).toBe('acc');
    expect(pendingFlag()).toBeNull();
    await vi.advanceTimersByTimeAsync(1000);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('a failed refresh ends the session once', async () => {
    const pending = deferred();
    refresh.mockReturnValueOnce(pending.promise);
    sessionWith(30_000);
    stop = monitor().start();
    expect(onExpired).not.toHaveBeenCalled();

    pending.reject(new Error('401:::'));
    await vi.advanceTimersByTimeAsync(0);
    expect(onExpired).toHaveBeenCalledTimes(1);
    expectTokensCleared();

    await vi.advanceTimersByTimeAsync(40_000);
    expect(onExpired).toHaveBeenCalledTimes(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(onHardEnd).not.toHaveBeenCalled();
  });

  it('a refresh failing after the token already ran out does not end the session a second time', async () => {
    const pending = deferred();
    refresh.mockReturnValueOnce(pending.promise);
    sessionWith(30_000);
    stop = monitor().start();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(onExpired).toHaveBeenCalledTimes(1);

    pending.reject(new Error('401:::'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('a token that runs out while the refresh is pending ends the session', () => {
    sessionWith(30_000);
    stop = monitor().start();
    vi.advanceTimersByTime(29_000);
    expect(onExpired).not.toHaveBeenCalled();
    expect(readAccessToken()).toBe('acc');
    vi.advanceTimersByTime(1000);
    expect(onExpired).toHaveBeenCalledTimes(1);
    expectTokensCleared();
    vi.advanceTimersByTime(10_000);
    expect(onExpired).toHaveBeenCalledTimes(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(onHardEnd).not.toHaveBeenCalled();
  });
});

describe('hard end', () => {
  it('more than 3600 s past expiry calls onHardEnd (not onExpired) and clears the tokens', () => {
    sessionWith(-HARD_END_AFTER_EXPIRY_MS - 1);
    stop = monitor().start();
    expect(onHardEnd).toHaveBeenCalledTimes(1);
    expect(onExpired).not.toHaveBeenCalled();
    expect(refresh).not.toHaveBeenCalled();
    expectTokensCleared();
    vi.advanceTimersByTime(5000);
    expect(onHardEnd).toHaveBeenCalledTimes(1);
  });

  it('a hard end also applies while a refresh is pending', () => {
    sessionWith(-2 * HARD_END_AFTER_EXPIRY_MS);
    localStorage.setItem(storageKeys.sessionUpdatePending, 'true');
    monitor().tick();
    expect(onHardEnd).toHaveBeenCalledTimes(1);
    expect(onExpired).not.toHaveBeenCalled();
  });

  it('exactly 3600 s past expiry is not yet a hard end', () => {
    sessionWith(-HARD_END_AFTER_EXPIRY_MS);
    monitor().tick();
    expect(onHardEnd).not.toHaveBeenCalled();
    expect(readSessionTimeout()).toBe(NOW - HARD_END_AFTER_EXPIRY_MS);
    expect(readAccessToken()).toBe('acc');
  });

  it('one tick later (3601 s past expiry) it is', () => {
    sessionWith(-HARD_END_AFTER_EXPIRY_MS);
    localStorage.setItem(storageKeys.sessionUpdatePending, 'true');
    const { tick } = monitor();
    vi.setSystemTime(NOW + 1000);
    tick();
    expect(onHardEnd).toHaveBeenCalledTimes(1);
    expectTokensCleared();
  });
});
