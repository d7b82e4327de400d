/** How long a new page may take to draw its heading (its data still loading) before the focus is left alone. */
export const HEADING_WAIT_MS = 10_000;

/**
 * Moves the focus to the h1 inside `root` as soon as it is drawn, unless the user has meanwhile put the focus
 * somewhere else than `leftFrom` (a field, a dialog). Returns the function that stops waiting.
 */
export function focusHeadingWhenDrawn(root: HTMLElement, leftFrom: Element | null): () => void {
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
  if (focusHeading()) return () => undefined;
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
}
