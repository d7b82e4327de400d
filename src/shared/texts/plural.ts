/** German nouns by count, singular first: `countOf(1, nouns.account)` is "1 Konto", with 2 "2 Konten". */
export const nouns = {
  record: ['Datensatz', 'Datensätze'],
  account: ['Konto', 'Konten'],
  organisation: ['Organisation', 'Organisationen'],
  role: ['Rolle', 'Rollen'],
  page: ['Seite', 'Seiten'],
  attachment: ['Anhang', 'Anhänge'],
  module: ['Modul', 'Module'],
} as const satisfies Record<string, readonly [string, string]>;

/** A count in German digits with its noun in singular or plural: the one rule for every counted noun we show. */
export const countOf = (count: number, [one, many]: readonly [string, string]): string =>
  `${count.toLocaleString('de-DE')} ${count === 1 ? one : many}`;
