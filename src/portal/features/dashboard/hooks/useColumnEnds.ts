import { useCallback, useEffect, useRef } from 'react';

/**
 * Watches the end marker of every column; while any of them is in view and `more` allows it, `loadMore` runs
 * (again after each page, so pages load one after another). Returns the ref for the markers.
 */
export function useColumnEnds(more: boolean, loadMore: () => void): (element: HTMLElement | null) => () => void {
  const visible = useRef(new Set<Element>());
  const latest = useRef({ more, loadMore });
  useEffect(() => {
    latest.current = { more, loadMore };
    if (more && visible.current.size > 0) loadMore();
  });
  const observer = useRef<IntersectionObserver | null>(null);
  const observerOf = useCallback(() => {
    if (!observer.current && typeof IntersectionObserver !== 'undefined') {
      observer.current = new IntersectionObserver((changes) => {
        for (const change of changes) {
          if (change.isIntersecting) visible.current.add(change.target);
          else visible.current.delete(change.target);
        }
        if (latest.current.more && visible.current.size > 0) latest.current.loadMore();
      });
    }
    return observer.current;
  }, []);
  return useCallback(
    (element: HTMLElement | null) => {
      if (element) observerOf()?.observe(element);
      return () => {
        if (!element) return;
        observer.current?.unobserve(element);
        visible.current.delete(element);
      };
    },
    [observerOf],
  );
}
