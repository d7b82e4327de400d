const count = (value: number): string => value.toLocaleString('de-DE');

/** German answers of the server's input checks: addresses, bounded JSON, single-line fields, URL fields, files. */
export const inputTexts = {
  malformedAddress: 'Die Adresse enthält eine ungültige Prozent-Kodierung (%).',
  malformedAddressField: 'Ungültige Prozent-Kodierung',
  tooDeep: (levels: number) => `Zu tief verschachtelt (höchstens ${count(levels)} Ebenen)`,
  tooLarge: (bytes: number) => `Zu groß (höchstens ${count(bytes)} Bytes)`,
  tooManyPreferences: (keys: number) => `Zu viele Einstellungen (höchstens ${count(keys)} je Benutzer)`,
  preferencesTooLarge: (bytes: number) =>
    `Ihre Einstellungen sind zusammen zu groß (höchstens ${count(bytes)} Bytes je Benutzer)`,
  webAddress: 'Bitte eine Adresse mit http:// oder https:// oder einen relativen Pfad (/…) angeben',
  singleLine: 'Bitte ohne Zeilenumbruch, Tabulator oder Steuerzeichen eingeben',
  headersTooLarge: 'Die Anfrage ist zu groß (zu viele oder zu lange Kopfzeilen, z. B. Cookies).',
  requestTimeout: 'Die Anfrage kam nicht rechtzeitig vollständig an.',
  badRequest: 'Die Anfrage ist ungültig.',
} as const;
