/**
 * German texts of the shared UI kit (`src/shared/ui/kit`).
 * Texts marked "spec" are quoted exactly from the specification; the others are kit wording.
 */
export const uiTexts = {
  common: {
    /** spec */
    close: 'Schließen',
  },
  /** The first tab stop of portal and back office. */
  skipToContent: 'Zum Inhalt springen',
  notification: {
    /** spec */
    defaultMessage: 'Ein Fehler ist aufgetreten.',
    /** spec: modal title when no title is given, by severity */
    modalTitles: {
      success: 'Bestätigung',
      info: 'Informationsnachricht',
      warning: 'Warnmeldung',
      error: 'Fehlermeldung',
    },
  },
  loading: {
    /** spec */
    defaultTitle: 'Die Daten werden geladen ...',
  },
  recordCount: {
    /** spec: 'Sie haben 1 Datensatz <action>' */
    one: (action: string) => `Sie haben 1 Datensatz ${action}`,
    /** spec: 'Sie haben N Datensätze <action>', N already formatted German */
    other: (formattedCount: string, action: string) => `Sie haben ${formattedCount} Datensätze ${action}`,
  },
  dateField: {
    invalidDate: 'Bitte geben Sie ein gültiges Datum im Format TT.MM.JJJJ ein.',
    minDate: (formattedMinDate: string) => `Das Datum darf nicht vor dem ${formattedMinDate} liegen.`,
    maxDate: (formattedMaxDate: string) => `Das Datum darf nicht nach dem ${formattedMaxDate} liegen.`,
  },
} as const;
