export type BackButtonKind = 'home' | 'back' | 'close';

/**
 * docs/requirements/screens.md: on / the button is the product name and inactive; in a tab whose history is shorter than 2
 * (e.g. the manual opened in a new tab) it closes the window; elsewhere it goes back.
 */
export const backButtonKind = (pathname: string, historyLength: number): BackButtonKind =>
  pathname === '/' ? 'home' : historyLength < 2 ? 'close' : 'back';

/** react-router keeps each entry's position in the app's own history as `history.state.idx`. */
export const hasInAppHistory = (historyState: unknown): boolean => {
  const idx = (historyState as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' && idx > 0;
};
