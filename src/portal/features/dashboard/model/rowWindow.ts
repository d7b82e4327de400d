import type { Placement } from './masonry';

/** From this many cards on, only those near the viewport are rendered (fixture dashboards stay whole). */
export const WINDOWING_FROM_CARDS = 40;

/** The grid rows rendered: from `first` up to, not including, `end`. */
export interface RowWindow {
  first: number;
  end: number;
}

/**
 * The rows in view plus one viewport above and below, for a grid whose top is `gridTop` px from the top of the
 * viewport. A search then renders only these cards, and scrolling or tabbing finds the next ones already there.
 */
export function rowWindowFor(gridTop: number, viewportHeight: number, rowPx: number): RowWindow {
  return {
    first: Math.max(0, Math.floor((-gridTop - viewportHeight) / rowPx)),
    end: Math.max(0, Math.ceil((-gridTop + 2 * viewportHeight) / rowPx)),
  };
}

export const isInWindow = (place: Placement, window: RowWindow | undefined): boolean =>
  !window || (place.row + place.height > window.first && place.row < window.end);
