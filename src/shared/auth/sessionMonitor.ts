import { isServiceUnavailable } from '../api/transportError';
import { storageKeys } from './storageKeys';
import { clearTokens, readSessionTimeout } from './tokenStorage';

/** Session constants of docs/requirements/limits.md. */
export const SESSION_POLL_MS = 1000;
export const REFRESH_BEFORE_EXPIRY_MS = 60_000;
export const HARD_END_AFTER_EXPIRY_MS = 3_600_000;

export interface SessionMonitorHandlers {
  refresh: () => Promise<void>;
  /** The session ended (refresh failed or the token ran out): show the blocking 'Warnung' dialog. */
  onExpired: () => void;
  /** Far past expiry (a tab reopened the next day): restart the sign-in at once. */
  onHardEnd: () => void;
}

/**
 * Checks the session every second: under 60 s of lifetime left it triggers one refresh (the pending flag
 * lives in local storage, so several tabs refresh once between them; a successful refresh stores new
 * tokens and clears it); a refused refresh, or a token that runs out while a refresh is pending, ends the
 * session (a refresh the server could not serve, 502/503, is tried again a second later); more than 3600 s past
 * expiry restarts the sign-in.
 */
export function createSessionMonitor(handlers: SessionMonitorHandlers) {
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    clearTokens();
    handlers.onExpired();
  };

  const tick = (now = Date.now()): void => {
    const timeout = readSessionTimeout();
    if (timeout === undefined || ended) return;
    if (now - timeout > HARD_END_AFTER_EXPIRY_MS) {
      ended = true;
      clearTokens();
      handlers.onHardEnd();
      return;
    }
    if (timeout - now >= REFRESH_BEFORE_EXPIRY_MS) return;
    if (localStorage.getItem(storageKeys.sessionUpdatePending) !== 'true') {
      localStorage.setItem(storageKeys.sessionUpdatePending, 'true');
      handlers.refresh().catch((error: unknown) => {
        // The server could not check the refresh token (its store lost for a moment): try again on a later tick.
        if (isServiceUnavailable(error)) localStorage.removeItem(storageKeys.sessionUpdatePending);
        else end();
      });
    } else if (timeout <= now) {
      end();
    }
  };

  return {
    tick,
    start(): () => void {
      tick();
      const interval = setInterval(() => tick(), SESSION_POLL_MS);
      return () => clearInterval(interval);
    },
  };
}
