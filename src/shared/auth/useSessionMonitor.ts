import { useEffect, useState } from 'react';
import { browser } from './browser';
import { refreshSession, startLogin, type LoginSource } from './loginFlow';
import { createSessionMonitor } from './sessionMonitor';
import { stopFetching } from '../query/stopFetching';

/**
 * Runs the session monitor while `active` (once the session's user data is loaded). Returns whether the session expired (show the
 * 'Warnung' dialog) and the action of its 'Aktualisieren' button, which signs in again and returns here.
 */
export function useSessionMonitor(source: LoginSource, active = true) {
  const [expired, setExpired] = useState(false);
  useEffect(() => {
    if (!active) return;
    const monitor = createSessionMonitor({
      refresh: refreshSession,
      onExpired: () => {
        stopFetching();
        setExpired(true);
      },
      onHardEnd: () => startLogin(browser.currentPath(), source),
    });
    return monitor.start();
  }, [source, active]);
  return { expired, renew: () => startLogin(browser.currentPath(), source) };
}
