export interface Span {
  width: number;
  height: number;
}
export interface Placement {
  column: number;
  /** First row (in height spans). */
  row: number;
  width: number;
  height: number;
}
export interface MasonryLayout {
  placements: Placement[];
  /** Height of each column in spans. */
  columnHeights: number[];
}

/**
 * Places each card into the currently shortest column (for a wider card: the shortest run of columns it spans,
 * leftmost on a tie). Width spans are clamped to the column count.
 */
export function layoutMasonry(cards: readonly Span[], columns: number): MasonryLayout {
  const heights = new Array<number>(columns).fill(0);
  const placements = cards.map((card) => {
    const width = Math.min(Math.max(card.width, 1), columns);
    const height = Math.max(card.height, 1);
    let best = { column: 0, row: Infinity };
    for (let column = 0; column + width <= columns; column += 1) {
      let row = 0;
      for (let spanned = column; spanned < column + width; spanned += 1) row = Math.max(row, heights[spanned] ?? 0);
      if (row < best.row) best = { column, row };
    }
    for (let column = best.column; column < best.column + width; column += 1) heights[column] = best.row + height;
    return { column: best.column, row: best.row, width, height };
  });
  return { placements, columnHeights: heights };
}
