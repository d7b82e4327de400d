import { act, fireEvent, render, screen } from '@testing-library/react';
import type { PbiSyncPage } from '@shared/schemas';
import { PbiSyncPanel } from './PbiSyncPanel';
import { PBI_SYNC_PAGE_DELAY_MS } from './runPbiSync';

const TITLE = 'PBI Synchronisation';
const page = (number: number, size: number, finished: boolean): PbiSyncPage => ({
  finished,
  page: number,
  pageSize: 5,
  size,
});
/** Lets the pending answer and React's updates settle without moving the clock. */
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));

describe('PbiSyncPanel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs page by page from 0 with 250 ms between pages, shows the progress and ends with N', async () => {
    const answers = [page(0, 5, false), page(1, 5, false), page(2, 2, true)];
    const requestPage = vi.fn((n: number) => Promise.resolve(answers[n] as PbiSyncPage));
    const notify = vi.fn();
    render(<PbiSyncPanel title={TITLE} requestPage={requestPage} notify={notify} />);

    fireEvent.click(screen.getByRole('button', { name: TITLE }));
    await settle();
    expect(screen.getByRole('button', { name: 'Wird bearbeitet...' })).toBeInTheDocument();
    expect(requestPage.mock.calls).toEqual([[0]]);
    expect(screen.getByRole('status')).toHaveTextContent('Bitte warten ... (5)');
    expect(notify).toHaveBeenLastCalledWith('Bitte warten ... (5)', 'info');

    fireEvent.click(screen.getByRole('button', { name: 'Wird bearbeitet...' }));
    expect(notify).toHaveBeenLastCalledWith('Die Anfrage wird bearbeitet. Bitte warten...', 'info');

    await act(() => vi.advanceTimersByTimeAsync(PBI_SYNC_PAGE_DELAY_MS - 1));
    expect(requestPage).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(requestPage.mock.calls).toEqual([[0], [1]]);
    expect(screen.getByRole('status')).toHaveTextContent('Bitte warten ... (10)');

    await act(() => vi.advanceTimersByTimeAsync(PBI_SYNC_PAGE_DELAY_MS));
    expect(requestPage.mock.calls).toEqual([[0], [1], [2]]);
    expect(screen.getByRole('button', { name: 'PBI Synchronisation (erfolgreich: 12)' })).toBeInTheDocument();
    expect(notify).toHaveBeenLastCalledWith('PBI Synchronisation (erfolgreich: 12)', 'success');
    expect(screen.getByRole('status')).toHaveTextContent('');

    await act(() => vi.advanceTimersByTimeAsync(10 * PBI_SYNC_PAGE_DELAY_MS));
    expect(requestPage).toHaveBeenCalledTimes(3);
  });

  it('finishes at once when page 0 is the last page', async () => {
    const requestPage = vi.fn(() => Promise.resolve(page(0, 3, true)));
    const notify = vi.fn();
    render(<PbiSyncPanel title={TITLE} requestPage={requestPage} notify={notify} />);
    fireEvent.click(screen.getByRole('button', { name: TITLE }));
    await settle();
    expect(screen.getByRole('button', { name: 'PBI Synchronisation (erfolgreich: 3)' })).toBeInTheDocument();
    expect(notify.mock.calls).toEqual([['PBI Synchronisation (erfolgreich: 3)', 'success']]);
  });

  it('stops at a failing page with the warning and (fehlerhaft), and can run again from page 0', async () => {
    const requestPage = vi
      .fn<(n: number) => Promise<PbiSyncPage>>()
      .mockResolvedValueOnce(page(0, 5, false))
      .mockRejectedValueOnce(new Error('502'))
      .mockResolvedValueOnce(page(0, 4, true));
    const notify = vi.fn();
    render(<PbiSyncPanel title={TITLE} requestPage={requestPage} notify={notify} />);

    fireEvent.click(screen.getByRole('button', { name: TITLE }));
    await settle();
    await act(() => vi.advanceTimersByTimeAsync(PBI_SYNC_PAGE_DELAY_MS));
    expect(requestPage.mock.calls).toEqual([[0], [1]]);
    expect(screen.getByRole('button', { name: 'PBI Synchronisation (fehlerhaft)' })).toBeInTheDocument();
    expect(notify).toHaveBeenLastCalledWith(expect.stringMatching(/^PBI Synchronisation fehlerhaft/), 'warning');

    fireEvent.click(screen.getByRole('button', { name: 'PBI Synchronisation (fehlerhaft)' }));
    await settle();
    expect(requestPage.mock.calls.at(-1)).toEqual([0]);
    expect(screen.getByRole('button', { name: 'PBI Synchronisation (erfolgreich: 4)' })).toBeInTheDocument();
  });
});
