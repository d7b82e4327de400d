import { isInWindow, rowWindowFor } from './rowWindow';

const place = (row: number, height = 1) => ({ column: 0, row, width: 1, height });

describe('rowWindowFor', () => {
  it.each([
    // grid top (px from the viewport top), viewport height, row px → rows rendered
    [300, 900, 362, { first: 0, end: 5 }],
    [0, 900, 362, { first: 0, end: 5 }],
    [-3620, 900, 362, { first: 7, end: 15 }],
  ])('grid top %i, viewport %i: %o', (gridTop, viewport, rowPx, expected) => {
    expect(rowWindowFor(gridTop, viewport, rowPx)).toEqual(expected);
  });
});

describe('isInWindow', () => {
  const window = { first: 7, end: 15 };
  it.each([
    [place(6), false],
    [place(6, 2), true],
    [place(7), true],
    [place(14), true],
    [place(15), false],
  ])('%o → %s', (placement, expected) => {
    expect(isInWindow(placement, window)).toBe(expected);
  });

  it('keeps every card when windowing is off', () => {
    expect(isInWindow(place(500), undefined)).toBe(true);
  });
});
