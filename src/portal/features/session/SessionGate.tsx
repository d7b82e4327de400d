import { lazy, useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import { browser } from '@shared/auth/browser';
import { loadUserData, startLogin } from '@shared/auth/loginFlow';
import { useSessionState } from '@shared/auth/sessionState';
import { storageKeys } from '@shared/auth/storageKeys';
import { clearTokens, readAccessToken } from '@shared/auth/tokenStorage';
import { useSessionMonitor } from '@shared/auth/useSessionMonitor';
import { mayUseApplication } from '@shared/roles';
import { texts } from '@shared/texts';
import { LoadingIndicator } from '@shared/ui/kit/LoadingIndicator';
import { MountWhenOpened } from '@shared/ui/kit/MountWhenOpened';
import { SessionProblemPage, type SessionProblem } from './SessionProblemPage';
import { statusOf } from './transportStatus';

const SessionExpiredDialog = lazy(() =>
  import('@shared/auth/SessionExpiredDialog').then((m) => ({ default: m.SessionExpiredDialog })),
);

/**
 * Shows its children only inside a signed-in session: without tokens it starts the sign-in (or shows the
 * logged-out page after Abmelden); with tokens it loads the user data once per page load.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const { userData } = useSessionState();
  // The session store's update renders at once, in one task; the signed-in screen follows it in the background, in
  // slices the browser can answer input between (a long task here was most of the first screen's blocking time).
  const shownUserData = useDeferredValue(userData);
  const [problem, setProblem] = useState<SessionProblem>();
  const { expired, renew } = useSessionMonitor('portal', Boolean(userData));
  const loggedOut = !userData && !readAccessToken() && localStorage.getItem(storageKeys.logoutPending) === 'true';

  useEffect(() => {
    if (userData || loggedOut) return;
    const signIn = () => {
      if (!startLogin(browser.currentPath(), 'portal')) setProblem('unreachable');
    };
    if (!readAccessToken()) {
      signIn();
      return;
    }
    loadUserData().catch((error: unknown) => {
      const status = statusOf(error);
      if (status === 401) {
        clearTokens();
        signIn();
      } else {
        setProblem(status === 403 ? 'noPermission' : 'unreachable');
      }
    });
  }, [userData, loggedOut]);

  if (loggedOut) return <SessionProblemPage problem="loggedOut" />;
  if (problem) return <SessionProblemPage problem={problem} />;
  if (!userData || !shownUserData) return <LoadingIndicator title={texts.session.signingIn} />;
  if (!mayUseApplication(userData)) return <SessionProblemPage problem="noPermission" />;
  return (
    <>
      {children}
      <MountWhenOpened open={expired}>
        <SessionExpiredDialog open={expired} onRenew={renew} />
      </MountWhenOpened>
    </>
  );
}
