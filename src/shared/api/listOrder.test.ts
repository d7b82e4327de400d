import { compareAscending } from './listOrder';

/** Sorted as the stores sort (Array.prototype.sort would put `undefined` last without asking). */
const sorted = (values: unknown[]) =>
  values
    .map((value) => ({ value }))
    .sort((a, b) => compareAscending(a.value, b.value))
    .map(({ value }) => value);

it('orders as json-server lists: numbers by value, text by code units, null and then undefined last', () => {
  expect(sorted([10, undefined, 9, null, 100])).toEqual([9, 10, 100, null, undefined]);
  expect(sorted(['user9', 'Zebra', undefined, 'user10', 'Ärger', 'apfel'])).toEqual([
    'Zebra',
    'apfel',
    'user10',
    'user9',
    'Ärger',
    undefined,
  ]);
  expect(compareAscending('a', 'a')).toBe(0);
});
