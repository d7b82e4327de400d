import { describe, expect, it } from 'vitest';
import { GermanAnalyser, stemsOf, tokenizeGerman } from './germanAnalyser';

const vocabulary = tokenizeGerman(
  'Berichtsabonnements verwalten. Ein eigenes Radar-Passwort gibt es nicht. Wartungsarbeiten und Module. ' +
    'Berichte als Excel-Datei exportieren. Die Kachel zeigt ein Modul. Konten wechseln.',
);
const analyser = new GermanAnalyser(vocabulary, [
  ['Kachel', 'Modul'],
  ['Kennwort', 'Passwort'],
  ['Abo', 'Abonnement'],
]);
const termsOf = (word: string) => analyser.concepts(word).flatMap((concept) => concept.terms);
const meet = (asked: string, written: string) =>
  termsOf(asked).some((term) => analyser.termsOf(written).includes(term));

describe('GermanAnalyser', () => {
  it('stems with Snowball and meets a participle or a verb with its noun', () => {
    expect(stemsOf('berichte')).toContain('bericht');
    expect(meet('gewartet', 'Wartung')).toBe(true);
    expect(meet('exportiert', 'Exporte')).toBe(true);
    expect(meet('Konto', 'Konten')).toBe(true);
  });

  it('splits compounds into the words of the manual, both in the manual and in a question', () => {
    expect(meet('Passwort', 'Radar-Passwort')).toBe(true);
    expect(meet('Abonnement', 'Berichtsabonnements')).toBe(true);
    expect(meet('Excel', 'Excel-Datei')).toBe(true);
    expect(meet('Modulkachel', 'Kachel')).toBe(true);
  });

  it('looks a question up under the synonyms of its words, also inside compounds', () => {
    expect(meet('Kacheln', 'Module')).toBe(true);
    expect(meet('Kennwort', 'Passwort')).toBe(true);
    expect(meet('Berichtsabos', 'Abonnement')).toBe(true);
  });

  it('drops stop words of the maintained list, but keeps the portal words among them', () => {
    expect(analyser.concepts('Wie kann ich das eigentlich machen?')).toEqual([]);
    expect(termsOf('Startseite')).not.toEqual([]);
  });

  it('tells nouns from other words, the manual first, the question where the manual lacks the word', () => {
    const nouns = analyser
      .concepts('Wie exportieren Kollegen Urlaub und Module?')
      .map(({ word, noun }) => [word, noun]);
    expect(nouns).toEqual([
      ['exportieren', false],
      ['Kollegen', true],
      ['Urlaub', true],
      ['Module', true],
    ]);
  });
});
