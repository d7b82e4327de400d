import { describe, expect, it } from 'vitest';
import { allTerms, GermanAnalyser, stemsOf } from './germanAnalyser';

const manual = [
  'Ihre Berichtsabonnements verwalten Sie im Benutzermenü. Ein eigenes Radar-Passwort gibt es nicht.',
  'Während einer Wartung ist das Radar nicht erreichbar. Die Module bleiben erhalten.',
  'Berichte lassen sich als Excel-Datei exportieren. Die Kachel zeigt ein Modul auf dem Dashboard.',
  'Über die Seitenliste wechseln Sie die Seite. Sie können Konten wechseln.',
  'Nutzungsdaten von Berichten (aufgerufene Seite) werden ausgewertet.',
  'Abonnements kommen wöchentlich. Stellen Sie eine Support-Anfrage oder lesen Sie die Fragen.',
  'Berichte passen sich der Größe des Bildschirms an, ab Tabletgröße.',
  'Anfragen werden in zwei Tagen beantwortet. Die Antworten kommen per E-Mail.',
];
const analyser = new GermanAnalyser(manual, [
  ['Kachel', 'Modul'],
  ['Kennwort', 'Passwort'],
  ['Abo', 'Abonnement'],
]);
/** Every term a question word is looked up under, its parts' too. */
const termsOf = (asked: string) =>
  analyser.concepts(asked).flatMap((concept) => [...allTerms(concept), ...concept.parts.flatMap(allTerms)]);
const meet = (asked: string, written: string) =>
  termsOf(asked).some((term) => analyser.termsOf(written).includes(term));

describe('GermanAnalyser', () => {
  it('stems with Snowball and meets a participle or a verb with its noun', () => {
    expect(stemsOf('berichte')).toContain('bericht');
    expect(meet('gewartet', 'Wartungsarbeiten')).toBe(true);
    expect(meet('gewartet', 'Wartung')).toBe(true);
    expect(meet('exportiert', 'exportieren')).toBe(true);
    expect(meet('Konto', 'Konten')).toBe(true);
    expect(meet('wechsle', 'wechseln')).toBe(true);
    expect(meet('aufrufen', 'aufgerufene')).toBe(true);
  });

  it('splits compounds into the words of the manual, both in the manual and in a question', () => {
    expect(meet('Passwort', 'Radar-Passwort')).toBe(true);
    expect(meet('Abonnement', 'Berichtsabonnements')).toBe(true);
    expect(meet('Excel', 'Excel-Datei')).toBe(true);
    expect(meet('Modulkachel', 'Kachel')).toBe(true);
  });

  it('splits a compound after a word the manual writes, not after a stem that only looks like one', () => {
    const [request] = analyser.concepts('Supportanfrage');
    expect(request?.parts.map((part) => part.own)).toEqual([['support'], ['anfrag']]);
  });

  it('meets an adjective on -lich with its noun: "Woche" finds "wöchentlich"', () => {
    expect(meet('Woche', 'wöchentlich')).toBe(true);
    expect(meet('Monat', 'monatlich')).toBe(true);
  });

  it('meets a noun with the verb on be- made of it: "Antwort" finds "beantwortet"', () => {
    expect(meet('Antwort', 'beantwortet')).toBe(true);
    expect(analyser.termsOf('Bestätigung')).toEqual(analyser.termsOf('Bestätigung').filter((t) => t.startsWith('be')));
  });

  it('takes a word the manual has only inside a compound for itself, not for a typo', () => {
    const [tablet] = analyser.concepts('Tablet');
    expect(tablet?.misspelt).toBe(false);
    expect(meet('Tablet', 'Tabletgröße')).toBe(true);
  });

  it('looks a question up under the synonyms of its words, also inside compounds', () => {
    expect(meet('Kacheln', 'Module')).toBe(true);
    expect(meet('Kennwort', 'Passwort')).toBe(true);
    expect(meet('Berichtsabos', 'Abonnement')).toBe(true);
  });

  it('reads a word the manual lacks as the manual word it is a typo of, a noun as a noun', () => {
    const [dashboard] = analyser.concepts('Wo ist das Dashbaord?');
    expect(dashboard?.misspelt).toBe(true);
    expect(meet('Dashbaord', 'Dashboard')).toBe(true);
    expect(meet('Kenwort', 'Passwort')).toBe(true);
    // One letter from 'Module', but no word of the manual it could be.
    expect(termsOf('Madel')).not.toContain('modul');
  });

  it('drops stop words of the maintained list, but keeps the portal words among them', () => {
    expect(analyser.concepts('Wie kann ich das eigentlich machen?')).toEqual([]);
    expect(termsOf('Startseite')).not.toEqual([]);
    // 'Seite' shares its stem with 'seit', 'ändere' (its umlaut dropped) with 'andere'.
    expect(termsOf('Seite')).not.toEqual([]);
    expect(termsOf('ändere')).not.toEqual([]);
  });

  it('tells nouns by how the question writes them, else by how the manual does', () => {
    const nouns = (question: string) => analyser.concepts(question).map(({ word, noun }) => [word, noun]);
    expect(nouns('Wie verwalten Kollegen Urlaub und Module?')).toEqual([
      ['verwalten', false],
      ['Kollegen', true],
      ['Urlaub', true],
      ['Module', true],
    ]);
    // All in lower case: the manual writes 'Module' as a noun and 'verwalten' not.
    expect(nouns('wie verwalte ich module')).toEqual([
      ['verwalte', false],
      ['module', true],
    ]);
  });
});
