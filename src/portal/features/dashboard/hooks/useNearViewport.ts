import { useCallback, useState, type RefCallback } from 'react';

/** How far outside the viewport a card starts loading, so it is drawn by the time it scrolls in. */
const NEAR_MARGIN = '300px';

/**
 * Whether the element (given through the returned ref) has come near the viewport; once true it stays true.
 * Without IntersectionObserver (old browsers, jsdom) everything counts as near.
 */
export function useNearViewport<T extends Element>(): [RefCallback<T>, boolean] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useCallback(
    (element: T | null) => {
      if (!element || near) return undefined;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) setNear(true);
        },
        { rootMargin: NEAR_MARGIN },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [near],
  );
  return [ref, near];
}
