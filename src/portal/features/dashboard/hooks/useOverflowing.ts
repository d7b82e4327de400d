import { useEffect, useState } from 'react';

/** Whether the element's content is wider (`x`) or taller (`y`) than the element shows. */
export const isOverflowing = (element: Element, axis: 'x' | 'y'): boolean =>
  axis === 'x' ? element.scrollWidth > element.clientWidth : element.scrollHeight > element.clientHeight;

/**
 * Tells whether the element (given through the returned ref) cuts its content off, again whenever it or its first
 * child (content that arrives later) changes size.
 */
export function useOverflowing<T extends HTMLElement>(axis: 'x' | 'y'): [(element: T | null) => void, boolean] {
  const [element, setElement] = useState<T | null>(null);
  const [overflowing, setOverflowing] = useState(false);
  useEffect(() => {
    if (!element) return undefined;
    const measure = () => setOverflowing(isOverflowing(element, axis));
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [element, axis]);
  return [setElement, overflowing];
}
