import { TransportError } from '../api/transportError';
import { createRadarQueryClient, queryErrorAlert } from './queryClient';

describe('queryErrorAlert', () => {
  it('gives „Fehler beim Datenabruf“ with a German detail, never the query key or an error code', () => {
    expect(queryErrorAlert(new TransportError(404))).toBe('Fehler beim Datenabruf. Nicht gefunden');
    expect(queryErrorAlert(new TransportError(500, 'BROKEN'))).toBe('Fehler beim Datenabruf. Interner Serverfehler');
  });
});

describe('createRadarQueryClient', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('has the defaults of docs/requirements/limits.md', () => {
    const { queries } = createRadarQueryClient(() => undefined).getDefaultOptions();
    expect(queries).toMatchObject({ retry: 2, retryDelay: 1000, gcTime: 300_000 });
  });

  it('retries twice a second apart, then shows the global alert once', async () => {
    const showError = vi.fn();
    const client = createRadarQueryClient(showError);
    const queryFn = vi.fn().mockRejectedValue(new TransportError(500));
    const result = client.fetchQuery({ queryKey: ['settings'], queryFn }).catch((error: unknown) => error);

    await vi.advanceTimersByTimeAsync(0);
    expect(queryFn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(queryFn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(queryFn).toHaveBeenCalledTimes(2);
    expect(showError).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(queryFn).toHaveBeenCalledTimes(3);

    expect(await result).toBeInstanceOf(TransportError);
    expect(showError).toHaveBeenCalledExactlyOnceWith('Fehler beim Datenabruf. Interner Serverfehler');
  });

  it('stays quiet for a query that shows its own alert', async () => {
    const showError = vi.fn();
    const client = createRadarQueryClient(showError);
    const result = client
      .fetchQuery({
        queryKey: ['productInfo'],
        queryFn: () => Promise.reject(new Error('x')),
        retry: false,
        meta: { ownErrorAlert: true },
      })
      .catch(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    await result;
    expect(showError).not.toHaveBeenCalled();
  });

  it('collects unused data after five minutes', async () => {
    const client = createRadarQueryClient(() => undefined);
    await client.prefetchQuery({ queryKey: ['map'], queryFn: () => Promise.resolve({ a: '1' }) });
    await vi.advanceTimersByTimeAsync(299_999);
    expect(client.getQueryData(['map'])).toEqual({ a: '1' });
    await vi.advanceTimersByTimeAsync(1);
    expect(client.getQueryData(['map'])).toBeUndefined();
  });
});
