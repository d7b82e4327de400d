import { columnsOf, formatCell } from './visualData';

describe('columnsOf', () => {
  it('takes the first text column as category and the numeric ones as measures', () => {
    expect(
      columnsOf([
        { Filiale: 'Nord', Volumen: 612, Vorjahr: 558 },
        { Filiale: 'Süd', Volumen: 666, Vorjahr: 634 },
      ]),
    ).toEqual({ category: 'Filiale', measures: ['Volumen', 'Vorjahr'] });
  });

  it('leaves out a column that is not numeric in every row, and has no category without text', () => {
    expect(
      columnsOf([
        { Wert: 1, Quote: 'k. A.' },
        { Wert: 2, Quote: 3 },
      ]),
    ).toEqual({
      category: 'Quote',
      measures: ['Wert'],
    });
    expect(columnsOf([{ Wert: 1 }])).toEqual({ category: undefined, measures: ['Wert'] });
    expect(columnsOf([])).toEqual({ category: undefined, measures: [] });
  });
});

describe('formatCell', () => {
  it.each([
    [1234.567, '1.234,57'],
    [16.9, '16,9'],
    ['Filiale Süd', 'Filiale Süd'],
    [undefined, ''],
  ])('%s → %s', (value, text) => {
    expect(formatCell(value)).toBe(text);
  });
});
