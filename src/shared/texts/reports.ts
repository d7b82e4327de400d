/** Texts of the report view and its renderers (issue 7); the specification gives none of these. */
export const reportTexts = {
  pageOf: (page: number, count: number) => `Seite ${page} von ${count}`,
  previousPage: 'Vorherige Seite',
  nextPage: 'Nächste Seite',
  innerNavigation: 'Seiten des Berichts',
  noData: 'Keine Daten',
  noVisiblePages: 'Dieser Bericht hat keine sichtbaren Seiten.',
} as const;
