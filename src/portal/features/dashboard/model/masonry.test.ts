import { columnCountFor } from './columns';
import { layoutMasonry } from './masonry';

describe('columnCountFor', () => {
  it.each([
    [1400, 4],
    [1281, 4],
    [1280, 3],
    [1100, 3],
    [981, 3],
    [980, 2],
    [800, 2],
    [360, 2],
  ])('%i px → %i columns', (width, columns) => {
    expect(columnCountFor(width)).toBe(columns);
  });
});

describe('layoutMasonry', () => {
  it('puts each card into the currently shortest column, leftmost on a tie', () => {
    const { placements, columnHeights } = layoutMasonry(
      [
        { width: 1, height: 2 },
        { width: 1, height: 1 },
        { width: 1, height: 1 },
        { width: 1, height: 1 },
      ],
      3,
    );
    expect(placements.map((p) => [p.column, p.row])).toEqual([
      [0, 0],
      [1, 0],
      [2, 0],
      [1, 1],
    ]);
    expect(columnHeights).toEqual([2, 2, 1]);
  });

  it('honours width spans over the shortest run of columns and clamps them to the column count', () => {
    const { placements } = layoutMasonry(
      [
        { width: 1, height: 1 },
        { width: 2, height: 2 },
        { width: 4, height: 1 },
      ],
      3,
    );
    expect(placements).toEqual([
      { column: 0, row: 0, width: 1, height: 1 },
      { column: 1, row: 0, width: 2, height: 2 },
      { column: 0, row: 2, width: 3, height: 1 },
    ]);
  });

  it('has empty columns for no cards', () => {
    expect(layoutMasonry([], 4)).toEqual({ placements: [], columnHeights: [0, 0, 0, 0] });
  });
});
