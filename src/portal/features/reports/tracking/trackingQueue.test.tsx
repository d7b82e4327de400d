import { TransportError } from '@shared/api';
import type { TrackedEvent } from '@shared/schemas';
import { createTrackingQueue, startFlushing, TRACKING_FLUSH_INTERVAL_MS, type SendBatch } from './trackingQueue';

let counter = 0;
const pageView = (pageName: string): TrackedEvent => ({
  eventId: `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`,
  kind: 'REPORT_PAGE_USAGE',
  moduleId: 2,
  reportId: 1,
  pageName,
  at: '2026-11-22T09:00:00.000Z',
});

const setVisibility = (state: DocumentVisibilityState) =>
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  setVisibility('visible');
});

describe('tracking queue', () => {
  it('posts everything queued as one list every 10 s and nothing when empty', async () => {
    const send = vi.fn<SendBatch>().mockResolvedValue(undefined);
    const queue = createTrackingQueue(send);
    const stop = startFlushing(queue);
    const [a, b] = [pageView('Seite 1'), pageView('Seite 2')];
    queue.add(a);
    queue.add(b);
    await vi.advanceTimersByTimeAsync(TRACKING_FLUSH_INTERVAL_MS - 1);
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledExactlyOnceWith([a, b], { keepalive: false });
    await vi.advanceTimersByTimeAsync(TRACKING_FLUSH_INTERVAL_MS);
    expect(send).toHaveBeenCalledTimes(1);
    stop();
  });

  it('puts a failed batch back in front of newer events and sends it with the next flush', async () => {
    const send = vi
      .fn<SendBatch>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(undefined);
    const queue = createTrackingQueue(send);
    const [a, b] = [pageView('Seite 1'), pageView('Seite 2')];
    queue.add(a);
    await queue.flush();
    queue.add(b);
    expect(queue.pending()).toEqual([a, b]);
    await queue.flush();
    expect(send).toHaveBeenLastCalledWith([a, b], { keepalive: false });
    expect(queue.pending()).toEqual([]);
  });

  it('re-queues on server errors and an expired session, drops a batch the server refuses as invalid', async () => {
    const send = vi
      .fn<SendBatch>()
      .mockRejectedValueOnce(new TransportError(503, undefined, ''))
      .mockRejectedValueOnce(new TransportError(401, undefined, ''))
      .mockRejectedValueOnce(new TransportError(400, 'VALIDATION_FAILED', {}));
    const queue = createTrackingQueue(send);
    queue.add(pageView('Seite 1'));
    await queue.flush();
    expect(queue.pending()).toHaveLength(1);
    await queue.flush();
    expect(queue.pending()).toHaveLength(1);
    await queue.flush();
    expect(queue.pending()).toHaveLength(0);
  });

  it('never sends an event twice when flushes overlap', async () => {
    let finish: () => void = () => undefined;
    const send = vi
      .fn<SendBatch>()
      .mockImplementationOnce(() => new Promise<void>((resolve) => (finish = resolve)))
      .mockResolvedValue(undefined);
    const queue = createTrackingQueue(send);
    const [a, b] = [pageView('Seite 1'), pageView('Seite 2')];
    queue.add(a);
    const first = queue.flush();
    queue.add(b);
    await queue.flush();
    finish();
    await first;
    expect(send.mock.calls.map(([events]) => events)).toEqual([[a], [b]]);
  });

  it('flushes with keepalive when the page is hidden or left, and stops listening when stopped', async () => {
    const send = vi.fn<SendBatch>().mockResolvedValue(undefined);
    const queue = createTrackingQueue(send);
    const stop = startFlushing(queue);
    queue.add(pageView('Seite 1'));
    setVisibility('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenLastCalledWith([expect.objectContaining({ pageName: 'Seite 1' })], { keepalive: true });
    queue.add(pageView('Seite 2'));
    window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(2);
    stop();
    queue.add(pageView('Seite 3'));
    window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(TRACKING_FLUSH_INTERVAL_MS);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('posts nothing while the session has ended, keeps the events and saves them when the page goes', async () => {
    const send = vi.fn<SendBatch>().mockResolvedValue(undefined);
    let sessionLive = false;
    const saved: TrackedEvent[][] = [];
    const queue = createTrackingQueue(send, {
      canSend: () => sessionLive,
      save: (events) => saved.push([...events]),
      take: () => [],
    });
    const stop = startFlushing(queue);
    const a = pageView('Seite 1');
    queue.add(a);
    await vi.advanceTimersByTimeAsync(TRACKING_FLUSH_INTERVAL_MS * 3);
    expect(send).not.toHaveBeenCalled();
    expect(queue.pending()).toEqual([a]);
    window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(0);
    expect(send).not.toHaveBeenCalled();
    expect(saved).toEqual([[a]]);
    sessionLive = true;
    await vi.advanceTimersByTimeAsync(TRACKING_FLUSH_INTERVAL_MS);
    expect(send).toHaveBeenCalledExactlyOnceWith([a], { keepalive: false });
    stop();
  });

  it('sends first what a former page of the tab saved while the session had ended', async () => {
    const send = vi.fn<SendBatch>().mockResolvedValue(undefined);
    const [held, fresh] = [pageView('Seite 1'), pageView('Seite 2')];
    const queue = createTrackingQueue(send, { canSend: () => true, save: () => undefined, take: () => [held] });
    queue.add(fresh);
    await queue.flush();
    expect(send).toHaveBeenCalledExactlyOnceWith([held, fresh], { keepalive: false });
  });
});
