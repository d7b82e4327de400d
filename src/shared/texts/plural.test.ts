import { describe, expect, it } from 'vitest';
import { countOf, nouns } from './plural';

describe('countOf', () => {
  it('takes the singular for exactly one and the plural otherwise', () => {
    expect(countOf(1, nouns.account)).toBe('1 Konto');
    expect(countOf(0, nouns.account)).toBe('0 Konten');
    expect(countOf(2, nouns.record)).toBe('2 Datensätze');
    expect(countOf(1, nouns.record)).toBe('1 Datensatz');
  });

  it('writes large counts with German digit grouping', () => {
    expect(countOf(20_000, nouns.attachment)).toBe('20.000 Anhänge');
  });
});
