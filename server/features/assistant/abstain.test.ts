import { describe, expect, it } from 'vitest';
import type { PassageDocument } from '../manual/manualIndex';
import { MIN_COVERAGE, MIN_COVERAGE_OF_NOUNS, MIN_MATCHED, shouldAbstain } from './abstain';
import type { Evidence, Retrieval } from './retrieve';

const passage: PassageDocument = {
  id: '1011#3',
  pageId: '1011',
  title: 'Berichtsbeschreibung Vertriebsübersicht',
  heading: 'Datenbasis und Aktualisierung',
  section: 2,
  text: 'Volumina werden in Tausend Euro ausgewiesen.',
  ownText: 'Volumina werden in Tausend Euro ausgewiesen.',
  linkText: '',
};
type Word = Evidence['words'][number];
const noun = (word: string, found: Word['found']): Word => ({ word, specificity: 3, noun: true, found });
const retrievalOf = (coverage: number, words: Word[], nounsInSection = 0): Retrieval => ({
  passages: [{ ...passage, score: 2 }],
  evidence: { coverage, matched: MIN_MATCHED * 4, words, nounsInSection },
  section: [passage],
});

describe('shouldAbstain', () => {
  it('answers at the coverage threshold and declines below it', () => {
    const words = [noun('Volumen', 'exact'), noun('Einheit', false)];
    expect(shouldAbstain(retrievalOf(MIN_COVERAGE, words))).toBe(false);
    expect(shouldAbstain(retrievalOf(MIN_COVERAGE - 0.01, words))).toBe(true);
  });

  it("asks less coverage where the quoted section has two of the question's nouns themselves", () => {
    const two = [noun('Volumen', 'exact'), noun('Vertriebsübersicht', 'exact'), noun('Einheit', false)];
    expect(shouldAbstain(retrievalOf(MIN_COVERAGE_OF_NOUNS, two, 2))).toBe(false);
    expect(shouldAbstain(retrievalOf(MIN_COVERAGE_OF_NOUNS - 0.01, two, 2))).toBe(true);
    // Both on the page, but not together in the section that would be quoted: no topic pinned down.
    expect(shouldAbstain(retrievalOf(MIN_COVERAGE_OF_NOUNS, two, 1))).toBe(true);
  });

  it('declines a question of one unspecific word, and one with nothing found', () => {
    const once = { ...retrievalOf(1, [noun('Bericht', 'exact')]) };
    expect(shouldAbstain({ ...once, evidence: { ...once.evidence, matched: MIN_MATCHED - 0.01 } })).toBe(true);
    expect(
      shouldAbstain({ passages: [], evidence: { coverage: 0, matched: 0, words: [], nounsInSection: 0 }, section: [] }),
    ).toBe(true);
  });
});
