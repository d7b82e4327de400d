import { formatGermanNumber, parseGermanNumber, toEditableGermanNumber } from './germanNumber';

describe('parseGermanNumber', () => {
  it.each([
    ['', ''],
    ['   ', ''],
    ['0', '0'],
    ['42', '42'],
    [' 42 ', '42'],
    ['1234', '1234'],
    ['1.234', '1234'],
    ['1.500', '1500'],
    ['1.234.567', '1234567'],
    ['1.234.567,89', '1234567.89'],
    ['1234567,89', '1234567.89'],
    ['1.234,5', '1234.5'],
    ['1234,50', '1234.5'],
    ['1234,00', '1234'],
    ['0,5', '0.5'],
    [',5', '0.5'],
    ['-0,5', '-0.5'],
    ['-12,5', '-12.5'],
    ['-1.234,56', '-1234.56'],
    ['-0', '0'],
    ['-0,00', '0'],
    ['007', '7'],
    ['0,007', '0.007'],
    ['12,', '12'],
    ['12345678901234567890,123456789', '12345678901234567890.123456789'],
  ])('%j → %j', (text, plain) => {
    expect(parseGermanNumber(text)).toBe(plain);
  });

  it.each([
    'abc',
    '12a',
    '1,2,3',
    '1.2',
    '1.23',
    '12.34,5',
    '1234.567',
    '1..234',
    '.5',
    '-',
    ',',
    '-,',
    '--1',
    '+1',
    '1-',
    '1 234',
    '1e5',
    '1.234.',
  ])('%j → null', (text) => {
    expect(parseGermanNumber(text)).toBeNull();
  });
});

describe('formatGermanNumber', () => {
  it.each([
    ['', undefined, ''],
    ['0', undefined, '0'],
    ['12', undefined, '12'],
    ['1234', undefined, '1.234'],
    ['1234567.89', undefined, '1.234.567,89'],
    ['1234.5', undefined, '1.234,5'],
    ['-12.5', undefined, '-12,5'],
    ['-0.5', undefined, '-0,5'],
    ['0.007', undefined, '0,007'],
    ['12345678901234567890.123456789', undefined, '12.345.678.901.234.567.890,123456789'],
    ['1234.5', 2, '1.234,50'],
    ['1234', 2, '1.234,00'],
    ['1.005', 2, '1,01'],
    ['2.345', 1, '2,3'],
    ['-0.004', 2, '0,00'],
    ['1234.56', 0, '1.235'],
  ])('%j with %s decimals → %j', (plain, fractionDigits, text) => {
    expect(formatGermanNumber(plain, fractionDigits)).toBe(text);
  });

  it('returns text that is no plain number unchanged', () => {
    expect(formatGermanNumber('abc')).toBe('abc');
  });

  it('round-trips with parseGermanNumber', () => {
    for (const plain of ['0', '1234567.89', '-0.5', '1500']) {
      expect(parseGermanNumber(formatGermanNumber(plain))).toBe(plain);
    }
  });
});

describe('toEditableGermanNumber', () => {
  it.each([
    ['', ''],
    ['1234567.89', '1234567,89'],
    ['-12.5', '-12,5'],
    ['1500', '1500'],
  ])('%j → %j', (plain, text) => {
    expect(toEditableGermanNumber(plain)).toBe(text);
  });
});
