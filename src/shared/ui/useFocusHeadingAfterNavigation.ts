import { useEffect, useRef, type RefObject } from 'react';

/**
 * After the page changed (`pageKey`; not on the first page of a visit, where the skip link comes first), moves the
 * focus to the new page's h1 inside `container` as soon as it is drawn, so keyboard and screen-reader users start
 * on the new page's heading instead of on `<body>` or the link they left. Focus the user has meanwhile put
 * somewhere else (a field, a dialog) stays where it is. The work loads with the first change of page: the first
 * screen never needs it, and both entries' first loads are budgeted.
 */
export function useFocusHeadingAfterNavigation(container: RefObject<HTMLElement | null>, pageKey: string): void {
  const shownKey = useRef(pageKey);
  useEffect(() => {
    if (shownKey.current === pageKey) return;
    shownKey.current = pageKey;
    const root = container.current;
    if (!root) return;
    const leftFrom = document.activeElement;
    let stop: (() => void) | undefined;
    let left = false;
    void import('./focusHeadingWhenDrawn').then(({ focusHeadingWhenDrawn }) => {
      if (!left) stop = focusHeadingWhenDrawn(root, leftFrom);
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [container, pageKey]);
}
