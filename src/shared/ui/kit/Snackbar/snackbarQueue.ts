import type { NotificationSeverity } from '../Notification/types';

export interface SnackbarItem {
  id: number;
  message: string;
  severity: NotificationSeverity;
}

export interface SnackbarQueueState {
  current: SnackbarItem | null;
  queue: SnackbarItem[];
  open: boolean;
}

export type SnackbarQueueAction =
  | { type: 'show'; item: SnackbarItem }
  | { type: 'close' }
  /** The closing transition has finished: the next queued message may appear. */
  | { type: 'exited' };

export const initialSnackbarQueue: SnackbarQueueState = { current: null, queue: [], open: false };

export const snackbarQueueReducer = (state: SnackbarQueueState, action: SnackbarQueueAction): SnackbarQueueState => {
  switch (action.type) {
    case 'show':
      return state.current
        ? { ...state, queue: [...state.queue, action.item] }
        : { current: action.item, queue: state.queue, open: true };
    case 'close':
      return { ...state, open: false };
    case 'exited': {
      const [next, ...rest] = state.queue;
      return { current: next ?? null, queue: rest, open: next !== undefined };
    }
  }
};

export const SNACKBAR_AUTO_HIDE_MS = 5000;
export const SNACKBAR_ERROR_AUTO_HIDE_MS = 10000;

export const autoHideDuration = (severity: NotificationSeverity): number =>
  severity === 'error' ? SNACKBAR_ERROR_AUTO_HIDE_MS : SNACKBAR_AUTO_HIDE_MS;
