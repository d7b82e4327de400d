import { autoHideDuration, initialSnackbarQueue, snackbarQueueReducer, type SnackbarItem } from './snackbarQueue';

const first: SnackbarItem = { id: 1, message: 'Eins', severity: 'success' };
const second: SnackbarItem = { id: 2, message: 'Zwei', severity: 'error' };

describe('snackbarQueueReducer', () => {
  it('shows the first message at once and queues the next', () => {
    const shown = snackbarQueueReducer(initialSnackbarQueue, { type: 'show', item: first });
    expect(shown).toEqual({ current: first, queue: [], open: true });
    expect(snackbarQueueReducer(shown, { type: 'show', item: second })).toEqual({
      current: first,
      queue: [second],
      open: true,
    });
  });

  it('keeps the closing message until its transition ends, then shows the next', () => {
    const closing = snackbarQueueReducer({ current: first, queue: [second], open: true }, { type: 'close' });
    expect(closing).toEqual({ current: first, queue: [second], open: false });
    expect(snackbarQueueReducer(closing, { type: 'exited' })).toEqual({ current: second, queue: [], open: true });
  });

  it('empties when the last message has left', () => {
    expect(snackbarQueueReducer({ current: first, queue: [], open: false }, { type: 'exited' })).toEqual(
      initialSnackbarQueue,
    );
  });
});

describe('autoHideDuration', () => {
  it.each([
    ['success', 5000],
    ['info', 5000],
    ['warning', 5000],
    ['error', 10000],
  ] as const)('%s → %i ms', (severity, ms) => {
    expect(autoHideDuration(severity)).toBe(ms);
  });
});
