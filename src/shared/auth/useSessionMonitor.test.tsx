// @vitest-environment jsdom
import { onlineManager, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { refreshSession } from './loginFlow';
import { storeTokens } from './tokenStorage';
import { useSessionMonitor } from './useSessionMonitor';

vi.mock('./loginFlow', () => ({ refreshSession: vi.fn(), startLogin: vi.fn() }));

const POLL_MS = 60_000;
const poll = vi.fn(() => Promise.resolve('ok'));

function PageWithPoll() {
  const { expired } = useSessionMonitor('portal');
  useQuery({ queryKey: ['poll'], queryFn: poll, refetchInterval: POLL_MS });
  return <p>{expired ? 'abgelaufen' : 'angemeldet'}</p>;
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2025-03-14T09:00:00Z') });
  localStorage.clear();
  poll.mockClear();
});

afterEach(() => {
  vi.useRealTimers();
  onlineManager.setOnline(true);
});

test('a session that ended stops the polls behind the Warnung dialog: no request goes out without a token', async () => {
  vi.mocked(refreshSession).mockRejectedValue(new Error('refresh failed'));
  // Inside the refresh window: the first check refreshes, the refresh fails, the session ends.
  storeTokens({ access_token: 'acc', id_token: 'idt', refresh_token: 'ref', expires_in: 30 });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PageWithPoll />
    </QueryClientProvider>,
  );
  await act(() => vi.advanceTimersByTimeAsync(0));
  expect(screen.getByText('abgelaufen')).toBeInTheDocument();
  expect(poll).toHaveBeenCalledTimes(1);

  await act(() => vi.advanceTimersByTimeAsync(3 * POLL_MS));
  expect(poll).toHaveBeenCalledTimes(1);
  // The browser coming back online does not resume them either.
  window.dispatchEvent(new Event('online'));
  await act(() => vi.advanceTimersByTimeAsync(POLL_MS));
  expect(poll).toHaveBeenCalledTimes(1);
});

test('a live session keeps polling', async () => {
  storeTokens({ access_token: 'acc', id_token: 'idt', refresh_token: 'ref', expires_in: 3600 });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PageWithPoll />
    </QueryClientProvider>,
  );
  await act(() => vi.advanceTimersByTimeAsync(3 * POLL_MS));
  expect(screen.getByText('angemeldet')).toBeInTheDocument();
  expect(poll).toHaveBeenCalledTimes(4);
});
