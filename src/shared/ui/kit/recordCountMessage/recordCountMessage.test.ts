import { recordCountMessage } from './recordCountMessage';

describe('recordCountMessage', () => {
  it.each([
    [1, 'geändert', 'Sie haben 1 Datensatz geändert'],
    [3, 'geändert', 'Sie haben 3 Datensätze geändert'],
    [0, 'gelöscht', 'Sie haben 0 Datensätze gelöscht'],
    [2, 'gelöscht', 'Sie haben 2 Datensätze gelöscht'],
    [1234, 'importiert', 'Sie haben 1.234 Datensätze importiert'],
    [1234567, 'exportiert', 'Sie haben 1.234.567 Datensätze exportiert'],
  ])('%i, %s → %s', (count, action, expected) => {
    expect(recordCountMessage(count, action)).toBe(expected);
  });
});
