const number = (value: number): string => value.toLocaleString('de-DE');

/** German texts of the back office page 'Berichtsnutzung' (report usage from the tracking events). */
export const usageTexts = {
  intro:
    'Aufrufe der Berichte und Berichtsseiten im Portal, gezählt aus den Nutzungsereignissen. Die Organisation ist die aktuelle ZBV-Organisation des Benutzers.',
  filterLabel: 'Zeitraum',
  from: 'Von',
  to: 'Bis',
  rangeInvalid: 'Bitte einen gültigen Zeitraum wählen (Beginn vor Ende, höchstens 366 Tage).',
  empty: 'Im gewählten Zeitraum gibt es keine Nutzungsereignisse.',
  loadFailed: 'Die Nutzungsdaten konnten nicht geladen werden.',
  summary: (views: number, users: number, accountChanges: number) =>
    `${number(views)} Seitenaufrufe von ${number(users)} Benutzern, ${number(accountChanges)} Kontowechsel`,
  dailyTitle: 'Seitenaufrufe pro Tag (die fünf meistgenutzten Berichte)',
  dailyDescription: (reports: string) => `Liniendiagramm der täglichen Seitenaufrufe für: ${reports}`,
  dayAxis: 'Tag',
  viewsAxis: 'Seitenaufrufe',
  organisationsTitle: 'Seitenaufrufe pro Organisation',
  organisationsDescription: 'Balkendiagramm der Seitenaufrufe je Organisation; dieselben Zahlen stehen in der Tabelle.',
  organisationsTable: 'Seitenaufrufe pro Organisation als Tabelle',
  topReportsTitle: 'Meistgenutzte Berichte',
  pagesTitle: (report: string) => `Seitenaufrufe pro Seite: ${report}`,
  pagesHint: 'Wählen Sie einen Bericht in der Tabelle, um seine Seitenaufrufe pro Seite zu sehen.',
  showPages: (report: string) => `Seiten von ${report} anzeigen`,
  columns: {
    report: 'Bericht',
    views: 'Aufrufe',
    users: 'Benutzer',
    accountChanges: 'Kontowechsel',
    medianLoadMs: 'Median Ladezeit (ms)',
    medianRenderMs: 'Median Renderzeit (ms)',
    organisation: 'Organisation',
    page: 'Seite',
  },
  unknownReport: (id: string) => `Bericht ${id}`,
  unknownOrganisation: 'Ohne Organisation',
  noValue: '–',
} as const;
