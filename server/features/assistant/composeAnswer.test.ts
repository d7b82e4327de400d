import { describe, expect, it } from 'vitest';
import { portalTexts } from '@shared/texts';
import type { PassageDocument } from '../manual/manualIndex';
import { MIN_COVERAGE, MIN_MATCHED } from './abstain';
import { composeAnswer, MAX_ANSWER_CHARS, sectionExcerpt } from './composeAnswer';
import type { Evidence, Retrieval } from './retrieve';

const passage = (index: number, section: number, heading: string, text: string): PassageDocument => ({
  id: `1010#${index}`,
  pageId: '1010',
  title: 'Exporte',
  heading,
  section,
  text,
  ownText: text,
  linkText: '',
});
const intro = passage(0, 0, '', 'Berichte lassen sich als PDF oder als Excel-Datei exportieren.');
const steps = [
  passage(1, 1, 'Einmaliger Export', 'Öffnen Sie den Bericht.'),
  passage(2, 1, 'Einmaliger Export', 'Wählen Sie Exportieren und das Format.'),
  passage(3, 1, 'Einmaliger Export', 'Die Datei finden Sie unter Exporte.'),
];
const planned = passage(4, 2, 'Geplante Exporte', 'Die Administration richtet regelmäßige Exporte ein.');

const evidenceOf = (coverage: number, matched: number): Evidence => ({
  coverage,
  matched,
  words: [],
  nounsInSection: 0,
});
const enough = evidenceOf(1, MIN_MATCHED * 4);
const retrievalOf = (best: PassageDocument, section: PassageDocument[], evidence: Evidence): Retrieval => ({
  passages: [best, intro, planned].map((p, i) => ({ ...p, score: 1.8 - i / 10 })),
  evidence,
  section,
});

describe('composeAnswer', () => {
  it('quotes the whole section of the best passage in page order, and nothing of the next section', () => {
    const answer = composeAnswer(retrievalOf(steps[1]!, steps, enough));
    expect(answer).toContain('„Exporte – Einmaliger Export“');
    expect(answer).toContain(steps.map((p) => p.text).join('\n'));
    expect(answer).not.toContain(planned.text);
    expect(answer).not.toContain(intro.text);
  });

  it('says it found nothing and offers the support form below either evidence threshold', () => {
    const { abstain } = portalTexts.assistant.answer;
    expect(composeAnswer(retrievalOf(steps[0]!, steps, evidenceOf(MIN_COVERAGE - 0.01, MIN_MATCHED * 4)))).toBe(
      abstain,
    );
    expect(composeAnswer(retrievalOf(steps[0]!, steps, evidenceOf(1, MIN_MATCHED - 0.01)))).toBe(abstain);
    expect(composeAnswer({ passages: [], evidence: enough, section: [] })).toBe(abstain);
    expect(portalTexts.assistant.answer.abstain).toBe(
      'Dazu habe ich im Handbuch nichts gefunden. Gern gebe ich Ihre Frage an den Support weiter: Wählen Sie dazu „Support kontaktieren“.',
    );
  });

  it('answers at the threshold', () => {
    expect(composeAnswer(retrievalOf(steps[0]!, steps, evidenceOf(MIN_COVERAGE, MIN_MATCHED)))).toContain(
      'Im Handbuch steht dazu',
    );
  });
});

describe('sectionExcerpt', () => {
  const long = (index: number) => passage(index, 1, 'Einmaliger Export', `${'x'.repeat(300)} ${index}`);
  const section = [1, 2, 3, 4, 5].map(long);

  it('stops at whole passages within the length limit', () => {
    const excerpt = sectionExcerpt(section, section[0]!);
    expect(excerpt.map((p) => p.id)).toEqual(['1010#1', '1010#2']);
    expect(excerpt.reduce((sum, p) => sum + p.text.length, 0)).toBeLessThanOrEqual(MAX_ANSWER_CHARS);
  });

  it('starts at the best passage when it lies beyond the limit', () => {
    expect(sectionExcerpt(section, section[4]!).map((p) => p.id)).toEqual(['1010#5']);
  });
});
