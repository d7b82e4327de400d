import { useCallback, useRef, useState } from 'react';

export type SyncOutcome = 'success' | 'failure';

export interface SyncMessages<R> {
  busyInfo: string;
  success: (result: R) => string;
  failure: (error: unknown) => string;
}

export type SyncNotify = (message: string, severity: 'info' | 'success' | 'warning') => void;

/**
 * The behaviour of the synchronisation buttons (docs/requirements/behaviour.md): one run at a time; clicking while it runs
 * only says 'Die Anfrage wird bearbeitet. Bitte warten...'; the end is reported and remembered as the outcome.
 * The busy flag is reset after success as after failure, so the next run can start without reloading.
 */
export function useSyncAction<R>(run: () => Promise<R>, messages: SyncMessages<R>, notify: SyncNotify) {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<SyncOutcome>();
  const [result, setResult] = useState<R>();
  const running = useRef(false);

  const start = useCallback(async () => {
    if (running.current) {
      notify(messages.busyInfo, 'info');
      return;
    }
    running.current = true;
    setBusy(true);
    try {
      const answer = await run();
      setResult(answer);
      setOutcome('success');
      notify(messages.success(answer), 'success');
    } catch (error) {
      setOutcome('failure');
      notify(messages.failure(error), 'warning');
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, [run, messages, notify]);

  return { busy, outcome, result, start };
}
