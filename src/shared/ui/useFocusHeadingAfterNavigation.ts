import { useEffect, useRef, type RefObject } from 'react';

/** How long a new page may take to draw its heading (its data still loading) before the focus is left alone. */
export const HEADING_WAIT_MS = 10_000;

/**
 * After the page changed (`pageKey`; not on the first page of a visit, where the skip link comes first), moves the
 * focus to the new page's h1 inside `container` as soon as it is drawn, so keyboard and screen-reader users start
 * on the new page's heading instead of on `<body>` or the link they left. Focus the user has meanwhile put
 * somewhere else (a field, a dialog) stays where it is.
 */
export function useFocusHeadingAfterNavigation(container: RefObject<HTMLElement | null>, pageKey: string): void {
  const shownKey = useRef(pageKey);
  useEffect(() => {
    if (shownKey.current === pageKey) return;
    shownKey.current = pageKey;
    const root = container.current;
    if (!root) return;
    const leftFrom = document.activeElement;
    const movedOn = () => {
      const active = document.activeElement;
      return active !== null && active !== document.body && active !== leftFrom;
    };
    /** True when there is nothing more to wait for. */
    const focusHeading = () => {
      if (movedOn()) return true;
      const heading = root.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      heading.focus();
      return true;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) stop();
    });
    const timer = setTimeout(stop, HEADING_WAIT_MS);
    function stop() {
      observer.disconnect();
      clearTimeout(timer);
    }
    observer.observe(root, { childList: true, subtree: true });
    return stop;
  }, [container, pageKey]);
}
