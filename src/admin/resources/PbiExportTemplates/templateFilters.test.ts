import { describe, expect, it } from 'vitest';
import { isFormPathSafe, withoutEmptyFilters } from './templateFilters';

describe('withoutEmptyFilters', () => {
  it('keeps chosen values and drops the ones left empty', () => {
    expect(withoutEmptyFilters({ Institut: '90050100', Sparte: '', Jahr: null })).toEqual({ Institut: '90050100' });
  });

  it('answers an empty record for anything that is not an object', () => {
    expect(withoutEmptyFilters(undefined)).toEqual({});
    expect(withoutEmptyFilters('Institut')).toEqual({});
  });
});

describe('isFormPathSafe', () => {
  it('refuses names that react-hook-form would read as nesting', () => {
    expect(['Institut', 'Geschäftsjahr', 'Sparte / Produkt'].every(isFormPathSafe)).toBe(true);
    expect(['Konto.Typ', 'Werte[0]'].some(isFormPathSafe)).toBe(false);
  });
});
