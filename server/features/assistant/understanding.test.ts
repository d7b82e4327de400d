import { describe, expect, it } from 'vitest';
import { fixtureStoreOfFile } from '../../testing/fixtureStore';
import { visiblePages } from '../manual/manualAccess';
import { manualIndexes } from '../manual/manualIndex';
import { shouldAbstain } from './abstain';
import { retrieve } from './retrieve';

// The manual of the fixtures as a user who may read every page except the association pages sees it.
const { store } = fixtureStoreOfFile();
const visible = new Set(visiblePages(store, { zbvRoles: ['SPK_MITARBEITER'] }).keys());
const answeredFrom = (question: string) => {
  const retrieval = retrieve(manualIndexes(store), visible, question);
  return shouldAbstain(retrieval) ? 'keine Antwort' : retrieval.passages[0]?.pageId;
};

// Each kind of miss the assistant had when staff asked in their own words: the answer is on the page named.
describe('the assistant understands questions in other words', () => {
  // Also: the link to that page from 'Systemeinstellungen' ('siehe Wartungsarbeiten und Systemhinweise') names
  // it, it is not about it.
  it('meets a verb form with its noun: "gewartet" finds "Wartungsarbeiten und Systemhinweise"', () => {
    expect(answeredFrom('Wann wird das System gewartet und ist es dann erreichbar?')).toBe('1016');
  });

  it('meets a word inside a compound: "Passwort" finds "ein eigenes Radar-Passwort gibt es nicht"', () => {
    expect(answeredFrom('Ich habe mein Passwort vergessen, wie komme ich trotzdem ins Radar?')).toBe('1002');
  });

  it('meets the portal vocabulary: "Kachel" finds what "Module und Favoriten" says of a missing module', () => {
    expect(answeredFrom('Warum fehlt mir eine Kachel?')).toBe('1004');
  });

  it('meets a word with a typo: "Kategoriefiltr" finds "Suche und Filter"', () => {
    expect(answeredFrom('Wie funktioniert der Kategoriefiltr?')).toBe('1005');
  });

  it('meets a separable verb with its particle: "Wie melde ich mich … an?" finds "Anmeldung"', () => {
    expect(answeredFrom('Wie melde ich mich am Radar an?')).toBe('1002');
  });

  it('meets the general vocabulary staff use: "Laptop" for the manual\'s "Geräte"', () => {
    expect(answeredFrom('Darf ich Exporte auf meinem privaten Laptop speichern?')).toBe('1023');
  });

  it('reads past words that name the kind of question: "Was bedeutet die Abkürzung ZBV?"', () => {
    expect(answeredFrom('Was bedeutet die Abkürzung ZBV?')).toBe('1020');
  });

  it('meets an adjective on -lich with its noun: "jede Woche" finds "wöchentlich" on "Berichtsabonnements"', () => {
    expect(answeredFrom('Ich möchte einen Bericht jede Woche automatisch per Mail bekommen.')).toBe('1009');
  });

  it('answers a question for a term\'s meaning from the passage defining it: "Visual" from the glossary', () => {
    expect(answeredFrom('Was ist ein Visual?')).toBe('1026');
  });

  it('reads an e-mail address as what staff ask for: "Mailadresse" finds the support\'s address', () => {
    expect(['1013', '1017']).toContain(answeredFrom('Welche Mailadresse hat der Radar-Support?'));
  });

  it('answers where two of the question\'s nouns stand together beside a word the manual lacks ("Einheit")', () => {
    expect(answeredFrom('In welcher Einheit sind die Volumen in der Vertriebsübersicht angegeben?')).toBe('1011');
  });

  it('still says it found nothing for a question the manual does not answer', () => {
    expect(answeredFrom('Was koche ich heute Abend?')).toBe('keine Antwort');
    expect(answeredFrom('Wie beantrage ich Urlaub?')).toBe('keine Antwort');
    // Parts of the manual's words, but about something else: the whole compound is not in the manual.
    expect(answeredFrom('Wie setze ich mein Windows-Passwort zurück?')).toBe('keine Antwort');
    // The support's e-mail address is a 'Mailadresse', not anything about e-mail.
    expect(answeredFrom('Schreib mir eine E-Mail an meinen Chef')).toBe('keine Antwort');
  });

  it('does not answer from the parts of a word the manual has only on a page the asker may not read', () => {
    expect(answeredFrom('Welche Berichte enthält das Modul Verbandsanalysen?')).toBe('keine Antwort');
  });
});
