/** German answers of the server's input checks: addresses, bounded JSON, single-line fields, URL fields, files. */
export const inputTexts = {
  malformedAddress: 'Die Adresse enthält eine ungültige Prozent-Kodierung (%).',
  malformedAddressField: 'Ungültige Prozent-Kodierung',
} as const;
