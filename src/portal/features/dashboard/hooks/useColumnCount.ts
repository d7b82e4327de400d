import { useSyncExternalStore } from 'react';
import { columnCountFor } from '../model/columns';

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

/** Column count for the current window width. */
export const useColumnCount = (): number =>
  useSyncExternalStore(
    subscribe,
    () => columnCountFor(window.innerWidth),
    () => columnCountFor(1024),
  );
