import { act, renderHook } from '@testing-library/react';
import { useSyncAction, type SyncMessages } from './useSyncAction';

const messages: SyncMessages<number> = {
  busyInfo: 'Die Anfrage wird bearbeitet. Bitte warten...',
  success: () => 'ZBV Synchronisation erfolgreich abgeschlossen.',
  failure: (error) => `ZBV Synchronisation fehlerhaft (${String(error)})`,
};

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('useSyncAction', () => {
  it('runs once, answers a click while busy with the wait message, reports success and becomes idle again', async () => {
    const pending = deferred<number>();
    const run = vi.fn(() => pending.promise);
    const notify = vi.fn();
    const { result } = renderHook(() => useSyncAction(run, messages, notify));

    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.start();
    });
    expect(result.current.busy).toBe(true);
    await act(() => result.current.start());
    expect(run).toHaveBeenCalledOnce();
    expect(notify).toHaveBeenLastCalledWith('Die Anfrage wird bearbeitet. Bitte warten...', 'info');

    await act(async () => {
      pending.resolve(3);
      await first;
    });
    expect(notify).toHaveBeenLastCalledWith('ZBV Synchronisation erfolgreich abgeschlossen.', 'success');
    expect(result.current).toMatchObject({ busy: false, outcome: 'success', result: 3 });
  });

  it('reports a failure as a warning with the detail and lets the next run start', async () => {
    const run = vi.fn().mockRejectedValueOnce('502').mockResolvedValueOnce(1);
    const notify = vi.fn();
    const { result } = renderHook(() => useSyncAction(run, messages, notify));
    await act(() => result.current.start());
    expect(notify).toHaveBeenLastCalledWith('ZBV Synchronisation fehlerhaft (502)', 'warning');
    expect(result.current).toMatchObject({ busy: false, outcome: 'failure' });
    await act(() => result.current.start());
    expect(run).toHaveBeenCalledTimes(2);
    expect(result.current.outcome).toBe('success');
  });
});
