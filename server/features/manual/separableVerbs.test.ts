import { describe, expect, it } from 'vitest';
import { joinSeparableVerbs } from './separableVerbs';

describe('joinSeparableVerbs', () => {
  it('joins a verb with the particle at the end of its clause, in the manual and in a question', () => {
    expect(joinSeparableVerbs('Kündigen Sie Wartungen als Mitteilung an (siehe Wartung).')).toBe(
      'ankündigen Sie Wartungen als Mitteilung  (siehe Wartung).',
    );
    expect(joinSeparableVerbs('Wie hefte ich einen Bericht an meine Startseite an?')).toBe(
      'Wie anhefte ich einen Bericht an meine Startseite ?',
    );
  });

  it('takes each clause apart, and leaves clauses without a particle at their end alone', () => {
    expect(joinSeparableVerbs('Fügen Sie Fotos hinzu und senden Sie die Anfrage ab.')).toBe(
      'hinzufügen Sie Fotos  und absenden Sie die Anfrage .',
    );
    const plain = 'Geben Sie Benutzername und Passwort ein und bestätigen Sie die Anmeldung.';
    expect(joinSeparableVerbs('Das Modul wandert an den Anfang.')).toBe('Das Modul wandert an den Anfang.');
    expect(joinSeparableVerbs(plain)).toBe(plain);
  });
});
