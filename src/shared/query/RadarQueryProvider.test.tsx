import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { TransportError } from '../api/transportError';
import { SnackbarProvider } from '../ui/kit/Snackbar';
import { RadarQueryProvider } from './RadarQueryProvider';

function Failing() {
  useQuery({ queryKey: ['notifications'], queryFn: () => Promise.reject(new TransportError(403)) });
  return null;
}

let fetches = 0;
function SuspenseUser() {
  const { data } = useSuspenseQuery({
    queryKey: ['suspense'],
    queryFn: () => {
      fetches += 1;
      return Promise.resolve(`Antwort ${fetches}`);
    },
  });
  return <p>{data}</p>;
}

const renderInProviders = (children: React.ReactNode) =>
  render(
    <SnackbarProvider>
      <RadarQueryProvider>
        <Suspense fallback={<p>lädt</p>}>{children}</Suspense>
      </RadarQueryProvider>
    </SnackbarProvider>,
  );

describe('RadarQueryProvider', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a failed query as error in the snackbar, without the query key', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderInProviders(<Failing />);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.getByRole('alert')).toHaveTextContent('Fehler beim Datenabruf. Zugriff verweigert');
  });

  it('keeps suspense data fresh for one second', async () => {
    fetches = 0;
    const { rerender } = renderInProviders(<SuspenseUser key="a" />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('Antwort 1')).toBeInTheDocument();

    const remount = async (key: string) => {
      rerender(
        <SnackbarProvider>
          <RadarQueryProvider>
            <Suspense fallback={<p>lädt</p>}>
              <SuspenseUser key={key} />
            </Suspense>
          </RadarQueryProvider>
        </SnackbarProvider>,
      );
      await act(() => vi.advanceTimersByTimeAsync(0));
    };
    await act(() => vi.advanceTimersByTimeAsync(900));
    await remount('b');
    expect(fetches).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(200));
    await remount('c');
    expect(fetches).toBe(2);
  });
});
