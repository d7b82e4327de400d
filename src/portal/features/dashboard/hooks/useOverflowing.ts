import { useCallback, useState, type RefCallback } from 'react';

type Axis = 'x' | 'y' | 'xy';

const wider = (element: Element) => element.scrollWidth > element.clientWidth;
const taller = (element: Element) => element.scrollHeight > element.clientHeight;

/** Whether the element's content is wider (`x`), taller (`y`) or either (`xy`) than the element shows. */
export const isOverflowing = (element: Element, axis: Axis): boolean =>
  (axis !== 'y' && wider(element)) || (axis !== 'x' && taller(element));

/**
 * Tells whether the element (given through the returned ref) cuts its content off, again whenever it or its first
 * child (content that arrives later) changes size. The first measurement comes from the resize observer too, which
 * reports after the browser's layout: measured on mount, every card of a search result forced a layout of its own.
 */
export function useOverflowing<T extends HTMLElement>(axis: Axis): [RefCallback<T>, boolean] {
  const [overflowing, setOverflowing] = useState(false);
  const ref = useCallback(
    (element: T | null) => {
      if (!element) return undefined;
      const measure = () => setOverflowing(isOverflowing(element, axis));
      if (typeof ResizeObserver === 'undefined') {
        measure();
        return undefined;
      }
      const observer = new ResizeObserver(measure);
      observer.observe(element);
      if (element.firstElementChild) observer.observe(element.firstElementChild);
      return () => observer.disconnect();
    },
    [axis],
  );
  return [ref, overflowing];
}
