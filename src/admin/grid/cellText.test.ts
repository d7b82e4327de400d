import { compareShownTexts, compareStoredValues } from './cellText';

/** Sorted as the table sorts rows (Array.prototype.sort would put `undefined` last without asking). */
const sorted = (values: unknown[], compare = compareStoredValues) =>
  values
    .map((value) => ({ value }))
    .sort((a, b) => compare(a.value, b.value))
    .map(({ value }) => value);

describe('compareStoredValues', () => {
  it('orders text by code units as the data API lists it, not by numbers inside it or by case', () => {
    expect(sorted(['user9', 'Zebra', 'user10', 'Ärger', 'apfel', 'user1'])).toEqual([
      'Zebra',
      'apfel',
      'user1',
      'user10',
      'user9',
      'Ärger',
    ]);
  });

  it('orders numbers by value and puts a missing value or a group’s statistics last', () => {
    expect(sorted([10, undefined, 9, { sum: 3 }, 100, 9])).toEqual([9, 9, 10, 100, undefined, { sum: 3 }]);
  });

  it('is a consistent order: equal values compare as equal in both directions', () => {
    expect(compareStoredValues('a', 'a')).toBe(0);
    expect(compareStoredValues(undefined, { sum: 1 })).toBe(0);
    expect(compareStoredValues('a', 'b')).toBe(-compareStoredValues('b', 'a'));
    expect(compareStoredValues(undefined, 1)).toBe(-compareStoredValues(1, undefined));
  });
});

describe('compareShownTexts', () => {
  it('orders labels as a German reader expects: umlauts beside their letter, case aside, numbers by value', () => {
    expect(
      sorted(['Gelöscht', 'Geändert', 'angelegt', 'Sparkasse 10', 'Sparkasse 9', undefined], compareShownTexts),
    ).toEqual(['angelegt', 'Geändert', 'Gelöscht', 'Sparkasse 9', 'Sparkasse 10', undefined]);
  });
});
